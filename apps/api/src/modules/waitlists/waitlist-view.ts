import { toPrice } from '@leisure/contracts/money';
import type { WaitlistEntry } from '@leisure/contracts/waitlists';
import { formatDateTime, formatDay, localClock, localDate } from '../../platform/local-time';
import type { ListedEntry } from './waitlists.repository';

const clock = (at: Date, timeZone: string) => ({
  format24Hour: localClock(at, timeZone),
  raw: at.toISOString(),
});

/** A waitlist entry as a customer reads it; `price` is what the attendee would pay for the place. */
export function toWaitlistEntry(row: ListedEntry, price: number, currency: string): WaitlistEntry {
  const tz = row.timeZone;
  const offer = row.status === 'offered' ? row.offerExpiresAt : null;
  const dateRaw = localDate(row.startsAt, tz);
  return {
    id: row.id,
    dateRaw,
    order: row.order,
    status: row.status as WaitlistEntry['status'],
    offerExpiresAt: offer ? offer.toISOString() : null,
    offerDeadline: offer ? formatDateTime(offer, tz) : null,
    attendee: { id: row.userId, name: `${row.attendeeFirstName} ${row.attendeeLastName}` },
    bookingId: row.bookingId,
    waitlistable: {
      id: String(row.occurrenceId),
      name: row.activityName,
      startsAt: clock(row.startsAt, tz),
      endsAt: clock(row.endsAt, tz),
      venueName: row.venueName,
      venueSlug: row.venueSlug,
      activitySlug: row.activitySlug,
      location: { name: row.locationName },
      date: formatDay(row.startsAt, tz),
      price: { formatted: toPrice(price, currency).formatted, raw: price },
    },
  };
}
