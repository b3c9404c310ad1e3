import {
  type Booking,
  creditWillBeAddedMessage,
  notEligibleForCreditMessage,
} from '@leisure/contracts/bookings';
import { toPrice } from '@leisure/contracts/money';
import { formatDay, localClock, localDate } from '../../platform/local-time';
import type { ListedBooking } from './bookings.repository';
import { cancellationOf } from './cancellation-rules';

/** A booking as the account pages and outside tools read it (spec part 1 §3, part 3). */
export function toBooking(
  row: ListedBooking,
  currency: string,
  now: Date,
  /** The operator's late-cancellation fee in minor units; null charges nothing. */
  lateFee: number | null = null,
): Booking {
  const rule = cancellationOf(row, now);
  const cutOff = rule.cutOff;
  // A session of a course is cancelled with its course (PATCH …/bundles/{id}/cancel), never alone.
  const canBeCancelled = row.status === 'active' && rule.canCancel && row.bundleId === null;
  const awardsCredit = row.status === 'active' && rule.awardsCredit;
  // Told before confirming: the same reading of the rules as the cancel call that charges it.
  const chargesLateFee = canBeCancelled && rule.insideCutOff && lateFee !== null && lateFee > 0;
  const time = localClock(row.startsAt, row.timeZone);
  return {
    id: row.id,
    status: row.status,
    orderId: row.orderId,
    date: formatDay(row.startsAt, row.timeZone),
    time,
    description: row.description,
    simpleName: row.activityName,
    name: row.activityName,
    category: row.categoryName,
    venue: { id: row.venueId, name: row.venueName },
    venueName: row.venueName,
    locationName: row.locationName,
    price: { formatted: toPrice(row.price, currency).formatted, raw: row.price },
    bookingType: row.bundleId === null ? 'other' : 'courses',
    attended: row.attended,
    duration: `${row.durationMinutes}min`,
    startsAt: { format24Hour: time, raw: row.startsAt.toISOString() },
    endsAt: { format24Hour: localClock(row.endsAt, row.timeZone), raw: row.endsAt.toISOString() },
    canBeCancelled,
    isV2Booking: row.venueActivitiesV2,
    cancellation: { canCancel: canBeCancelled, cutOff: cutOff.toISOString() },
    cancellationCutOff: { cutoffAction: row.cutoffAction, cutoffMessage: row.cutoffMessage },
    awardsCredit: {
      canBeAwarded: awardsCredit,
      message: awardsCredit ? creditWillBeAddedMessage : notEligibleForCreditMessage,
    },
    lateCancellationFee:
      chargesLateFee && lateFee !== null ? { formatted: toPrice(lateFee, currency).formatted } : null,
    bookingBundleContext:
      row.bundleId === null
        ? null
        : {
            id: row.bundleId,
            settledBookingPosition: row.bundlePosition,
            totalSettledBookings: row.bundleSize,
          },
    item: {
      location: { name: row.locationName, venueSlug: row.venueSlug },
      date: { raw: localDate(row.startsAt, row.timeZone) },
      startsAt: { format24Hour: time },
    },
  };
}
