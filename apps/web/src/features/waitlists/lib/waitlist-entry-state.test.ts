import type { WaitlistEntry } from '@leisure/contracts/waitlists';
import { describe, expect, it } from 'vitest';
import { entryTimes, familyAttendeeOf, isInQueue, offerDeadlineOf } from './waitlist-entry-state';

function entry(extra: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: 7,
    dateRaw: '2026-09-26',
    order: 2,
    status: 'waiting',
    offerExpiresAt: null,
    offerDeadline: null,
    attendee: { id: 1, name: 'Priya Shah' },
    bookingId: null,
    waitlistable: {
      id: '31',
      name: 'Pilates',
      startsAt: { format24Hour: '13:00', raw: '2026-09-26T12:00:00Z' },
      endsAt: { format24Hour: '13:55', raw: '2026-09-26T12:55:00Z' },
      venueName: 'Manchester Central',
      venueSlug: 'manchester-central',
      activitySlug: 'pilates',
      location: { name: 'Studio 1' },
      date: '26/09/2026',
      price: { formatted: '£8.50', raw: 850 },
    },
    ...extra,
  };
}

describe('a waitlist entry', () => {
  it('is in the queue only while waiting or offered', () => {
    expect(isInQueue('waiting')).toBe(true);
    expect(isInQueue('offered')).toBe(true);
    for (const status of ['accepted', 'expired', 'left', 'dropped', 'closed'] as const) {
      expect(isInQueue(status)).toBe(false);
    }
  });

  it('shows its session as start–end in 24-hour time', () => {
    expect(entryTimes(entry())).toBe('13:00–13:55');
  });

  it('names the attendee only when it is a family member', () => {
    expect(familyAttendeeOf(entry(), 1)).toBeNull();
    expect(familyAttendeeOf(entry({ attendee: { id: 9, name: 'Mia Morgan' } }), 1)).toBe('Mia Morgan');
  });

  it('has a deadline, in the venue’s time as the email gives it, only while a place is offered', () => {
    const offered = entry({
      status: 'offered',
      offerExpiresAt: '2026-09-25T18:30:00Z',
      offerDeadline: '25/09/2026 19:30',
    });
    expect(offerDeadlineOf(offered)).toBe('25/09/2026 19:30');
    expect(offerDeadlineOf({ ...offered, status: 'expired' })).toBeNull();
    expect(offerDeadlineOf(entry())).toBeNull();
  });
});
