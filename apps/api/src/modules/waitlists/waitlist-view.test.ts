import { describe, expect, it } from 'vitest';
import { toWaitlistEntry } from './waitlist-view';
import type { ListedEntry } from './waitlists.repository';

const row: ListedEntry = {
  id: 7,
  clientId: 1,
  occurrenceId: 42,
  userId: 3,
  joinedByUserId: 3,
  status: 'waiting',
  offerExpiresAt: new Date('2026-07-01T17:00:00Z'),
  bookingId: null,
  order: 2,
  attendeeFirstName: 'Mia',
  attendeeLastName: 'Morgan',
  activityId: 5,
  activityName: 'Pilates',
  activitySlug: 'pilates',
  // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST): the venue's day, not UTC's.
  startsAt: new Date('2026-06-30T23:30:00Z'),
  endsAt: new Date('2026-07-01T00:25:00Z'),
  locationName: 'Studio 1',
  venueName: 'Manchester Central',
  venueSlug: 'manchester-central',
  timeZone: 'Europe/London',
};

describe('a waitlist entry as the customer reads it', () => {
  it('gives the session’s date and times in venue time, and its price for the attendee', () => {
    const entry = toWaitlistEntry(row, 650, 'GBP');
    expect(entry).toMatchObject({
      id: 7,
      dateRaw: '2026-07-01',
      order: 2,
      attendee: { id: 3, name: 'Mia Morgan' },
      waitlistable: {
        id: '42',
        date: '01/07/2026',
        startsAt: { format24Hour: '00:30', raw: '2026-06-30T23:30:00.000Z' },
        endsAt: { format24Hour: '01:25' },
        price: { raw: 650, formatted: '£6.50' },
      },
    });
  });

  it('shows an offer’s deadline only while the place is offered', () => {
    expect(toWaitlistEntry(row, 0, 'GBP').offerExpiresAt).toBeNull();
    expect(toWaitlistEntry({ ...row, status: 'offered' }, 0, 'GBP').offerExpiresAt).toBe(
      '2026-07-01T17:00:00.000Z',
    );
  });
});
