import { fullMessage, notYetBookableMessage } from '@leisure/contracts/activities';
import { describe, expect, it } from 'vitest';
import { bestOption, mayUse } from './price-choice';
import { actionToShow, bookability, placesLeft } from './session-rules';

const now = new Date('2026-05-01T12:00:00Z');
const session = (over: Partial<Parameters<typeof bookability>[0]> = {}) => ({
  capacity: 10,
  bookedCount: 4,
  status: 'scheduled',
  startsAt: new Date('2026-05-02T09:00:00Z'),
  firstBookableAt: new Date('2026-04-25T06:00:00Z'),
  ...over,
});

describe('places left', () => {
  it('counts bookings and other baskets’ holds against capacity, never below nothing', () => {
    expect(placesLeft(session(), 0)).toBe(6);
    expect(placesLeft(session(), 2)).toBe(4);
    expect(placesLeft(session({ bookedCount: 9 }), 3)).toBe(0);
  });
});

describe('bookability and the action to show', () => {
  it('offers BOOK for a released, future session with places', () => {
    expect(bookability(session(), now, 0)).toEqual({ ok: true });
    expect(actionToShow(session(), now, 0, false)).toEqual({ status: 'BOOK', reason: null });
  });

  it('says FULL when bookings and holds take every place', () => {
    expect(bookability(session({ bookedCount: 8 }), now, 2)).toEqual({
      ok: false,
      reason: 'full',
      message: fullMessage,
    });
    expect(actionToShow(session({ bookedCount: 10 }), now, 0, false)).toEqual({
      status: 'FULL',
      reason: fullMessage,
    });
  });

  it('shows nothing to press before release', () => {
    const early = session({ firstBookableAt: new Date('2026-05-01T12:00:01Z') });
    expect(bookability(early, now, 0)).toMatchObject({ ok: false, reason: 'not-released' });
    expect(actionToShow(early, now, 0, false)).toEqual({ status: null, reason: notYetBookableMessage });
  });

  it('says BOOKED to a customer with a place, even when the session is now full', () => {
    expect(actionToShow(session(), now, 0, true).status).toBe('BOOKED');
    expect(actionToShow(session({ bookedCount: 10 }), now, 0, true).status).toBe('BOOKED');
  });

  it('refuses a started or a cancelled session, with a reason', () => {
    const started = session({ startsAt: now });
    expect(bookability(started, now, 0)).toMatchObject({ ok: false, reason: 'started' });
    expect(actionToShow(started, now, 0, true)).toMatchObject({ status: null });
    expect(actionToShow(started, now, 0, false).reason).toBeTruthy();
    expect(bookability(session({ status: 'cancelled' }), now, 0)).toMatchObject({ reason: 'cancelled' });
  });
});

describe('price choice', () => {
  const options = [
    { id: 1, kind: 'payg', name: 'Pay as you go', price: 750 },
    { id: 2, kind: 'member', name: 'Member price', price: 500 },
    { id: 3, kind: 'benefit', name: 'Free for members', price: 0 },
  ];
  const member = { signedIn: true, activeMember: true };
  const nonMember = { signedIn: true, activeMember: false };
  const visitor = { signedIn: false, activeMember: false };

  it('gives a member the benefit, then the member price, then payg', () => {
    expect(bestOption(options, member)?.kind).toBe('benefit');
    expect(bestOption(options.slice(0, 2), member)?.kind).toBe('member');
    expect(bestOption(options.slice(0, 1), member)?.kind).toBe('payg');
    expect(bestOption(options, member, false)?.kind).toBe('member');
  });

  it('gives visitors and non-members payg only', () => {
    expect(bestOption(options, visitor)?.kind).toBe('payg');
    expect(bestOption(options, nonMember)?.kind).toBe('payg');
    expect(options.filter((o) => mayUse(o, nonMember)).map((o) => o.kind)).toEqual(['payg']);
  });
});
