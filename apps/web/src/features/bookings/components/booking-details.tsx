import { useTranslation } from 'react-i18next';
import type { Booking } from '../api/get-bookings';
import { bookingTimes } from '../lib/booking-times';

/** The attendee is named by the server only when it is someone other than the customer. */
export type ListedBooking = Booking & { attendeeName?: string | null };

/** A booking's facts (spec part 1 §3), shared by its card and the cancel modal. */
export function BookingDetails({ booking }: { booking: ListedBooking }) {
  const { t } = useTranslation('account');
  const rows: [string, string][] = [
    [t('bookings.category'), booking.category],
    [t('bookings.venue'), booking.venueName || booking.venue.name],
    [t('bookings.location'), booking.locationName],
    [t('bookings.date'), booking.date],
    [t('bookings.time'), bookingTimes(booking)],
    [t('bookings.price'), booking.price.formatted],
    [t('bookings.status'), booking.status],
  ];
  if (booking.attendeeName) rows.push([t('bookings.attendee'), booking.attendeeName]);
  return (
    <dl className="booking-details">
      {rows.map(([label, value]) => (
        <div key={label} className="booking-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
