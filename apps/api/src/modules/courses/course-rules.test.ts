import { fullMessage, notYetBookableMessage } from '@leisure/contracts/activities';
import { describe, expect, it } from 'vitest';
import { localDateTime } from '../../platform/local-time';
import type { OccurrenceFacts } from '../activities/activities.service';
import { courseAction } from './course-summary';
import { bundleCancellation } from './course-view';

const now = new Date('2026-05-01T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const bundle = (over: Partial<Parameters<typeof bundleCancellation>[0]> = {}) => ({
  status: 'active',
  totalPrice: 4500,
  cancellationCutoffMinutes: 120,
  cancellationAwardsCredit: true,
  ...over,
});
const session = (firstBookableAt: Date, placesLeft = 3) => ({
  facts: { firstBookableAt } as OccurrenceFacts,
  placesLeft,
});

describe('cancelling a course', () => {
  it('is allowed until the cut-off before the first session, for the whole price', () => {
    expect(bundleCancellation(bundle(), hours(3), now)).toEqual({ canCancel: true, creditAmount: 4500 });
    expect(bundleCancellation(bundle(), hours(2), now)).toEqual({ canCancel: false, creditAmount: 0 });
    expect(bundleCancellation(bundle(), hours(-24), now)).toEqual({ canCancel: false, creditAmount: 0 });
  });

  it('credits nothing when the activity awards no credit, and never twice', () => {
    expect(bundleCancellation(bundle({ cancellationAwardsCredit: false }), hours(48), now)).toEqual({
      canCancel: true,
      creditAmount: 0,
    });
    expect(bundleCancellation(bundle({ status: 'cancelled' }), hours(48), now).canCancel).toBe(false);
    expect(bundleCancellation(bundle(), null, now).canCancel).toBe(false);
  });
});

describe('the course’s button', () => {
  it('is BOOKED for a holder, BOOK when the first session is released and every one has a place', () => {
    expect(courseAction([session(hours(-1))], now, true)).toEqual({ status: 'BOOKED', reason: null });
    // Later sessions need not be released: the course opens with its first.
    expect(courseAction([session(hours(-1)), session(hours(200))], now, false)).toEqual({
      status: 'BOOK',
      reason: null,
    });
  });

  it('is FULL when any session to come is full, and nothing before release or with nothing to come', () => {
    expect(courseAction([session(hours(-1)), session(hours(-1), 0)], now, false)).toEqual({
      status: 'FULL',
      reason: fullMessage,
    });
    expect(courseAction([session(hours(5))], now, false)).toEqual({
      status: null,
      reason: notYetBookableMessage,
    });
    expect(courseAction([], now, false)).toEqual({ status: null, reason: null });
  });
});

describe('local times', () => {
  it('reads an instant in the venue’s zone with no offset', () => {
    expect(localDateTime(new Date('2026-07-01T17:30:00Z'), 'Europe/London')).toBe('2026-07-01T18:30:00');
    expect(localDateTime(new Date('2026-01-01T17:30:00Z'), 'Europe/London')).toBe('2026-01-01T17:30:00');
  });
});
