import type { BookingBundle } from '@leisure/contracts/courses';
import { toPrice } from '@leisure/contracts/money';
import { localDateTime } from '../../platform/local-time';
import { placesLeft } from '../activities/session-rules';
import type { BundleRow, BundleSessionRow } from './courses.repository';

export type BundleCancellation = { canCancel: boolean; creditAmount: number };

/**
 * One reading of the course cancellation rule for the page and the cancel call alike
 * (docs/decisions/012-course-bookings.md): an active course booking may be cancelled until the activity's
 * cut-off before its FIRST session, for a credit of the whole price when the activity awards credit.
 */
export function bundleCancellation(
  bundle: Pick<BundleRow, 'status' | 'totalPrice' | 'cancellationCutoffMinutes' | 'cancellationAwardsCredit'>,
  firstSessionStartsAt: Date | null,
  now: Date,
): BundleCancellation {
  const cutOff = firstSessionStartsAt
    ? firstSessionStartsAt.getTime() - bundle.cancellationCutoffMinutes * 60_000
    : Number.NEGATIVE_INFINITY;
  const canCancel = bundle.status === 'active' && now.getTime() < cutOff;
  const creditAmount = canCancel && bundle.cancellationAwardsCredit ? bundle.totalPrice : 0;
  return { canCancel, creditAmount };
}

/** The Course booking bundle of spec part 2 §3 from its rows. */
export function toBookingBundle(
  bundle: BundleRow,
  sessions: BundleSessionRow[],
  held: Map<number, number>,
  currency: string,
  now: Date,
): BookingBundle {
  const { canCancel, creditAmount } = bundleCancellation(bundle, sessions[0]?.startsAt ?? null, now);
  const instructorNames = [...new Set(sessions.flatMap((s) => (s.instructorName ? [s.instructorName] : [])))];
  const price = toPrice(bundle.totalPrice, currency);
  return {
    id: bundle.id,
    status: bundle.status,
    name: bundle.name,
    description: bundle.description,
    category: { name: bundle.categoryName },
    venue: { name: bundle.venueName },
    attendee: { id: bundle.userId, name: `${bundle.attendeeFirstName} ${bundle.attendeeLastName}` },
    instructors: instructorNames.map((name) => ({ name })),
    bookings: sessions.map((s) => ({
      id: s.id,
      status: s.status,
      startsAt: { local: localDateTime(s.startsAt, s.timeZone) },
      endsAt: { local: localDateTime(s.endsAt, s.timeZone) },
      locationName: s.locationName,
      venue: { name: s.venueName },
      // Places left matter only while the session is still to come.
      availableSpots: s.startsAt > now ? placesLeft(s, held.get(s.occurrenceId) ?? 0) : null,
    })),
    scheduleId: bundle.activityId,
    totalPrice: { value: bundle.totalPrice / 100, formatted: price.formatted, currency },
    cancellation: {
      canCancel,
      creditAmount,
      creditFormatted: toPrice(creditAmount, currency).formatted,
    },
  };
}
