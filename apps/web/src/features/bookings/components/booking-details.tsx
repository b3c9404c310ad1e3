import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../api/get-bookings';
import { bookingTimes } from '../lib/booking-times';
import { BookingStatusBadge } from './booking-status-badge';

/** The attendee is named by the server only when it is someone other than the customer. */
export type ListedBooking = Booking & { attendeeName?: string | null };

/** A booking's facts (spec part 1 §3) in full, for the cancel modal. */
export function BookingDetails({ booking }: { booking: ListedBooking }) {
  const { t } = useTranslation('account');
  const rows: [string, ReactNode][] = [
    [t('bookings.category'), booking.category],
    [t('bookings.venue'), booking.venueName || booking.venue.name],
    [t('bookings.location'), booking.locationName],
    [t('bookings.date'), booking.date],
    [t('bookings.time'), bookingTimes(booking)],
    [t('bookings.price'), booking.price.formatted],
    [t('bookings.status'), <BookingStatusBadge key="status" booking={booking} />],
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

/**
 * The card's short form: when, where, who and what it cost, one line each. A course session has no
 * price of its own (the course is paid as a whole), so none is shown rather than a misleading £0.00.
 */
export function BookingFacts({
  booking,
  isCourseSession,
}: {
  booking: ListedBooking;
  isCourseSession: boolean;
}) {
  const { t } = useTranslation('account');
  const location = booking.locationName;
  return (
    <dl className="booking-facts">
      <div className="booking-facts__row">
        <dt>{t('bookings.when')}</dt>
        <dd>
          <span>{booking.date}</span>, <span>{bookingTimes(booking)}</span>
        </dd>
      </div>
      <div className="booking-facts__row">
        <dt>{t('bookings.where')}</dt>
        <dd>
          <span>{booking.venueName || booking.venue.name}</span>
          {location ? (
            <>
              , <span>{location}</span>
            </>
          ) : null}
        </dd>
      </div>
      {booking.attendeeName ? (
        <div className="booking-facts__row">
          <dt>{t('bookings.attendee')}</dt>
          <dd>{booking.attendeeName}</dd>
        </div>
      ) : null}
      {isCourseSession ? null : (
        <div className="booking-facts__row">
          <dt>{t('bookings.price')}</dt>
          <dd>{booking.price.formatted}</dd>
        </div>
      )}
    </dl>
  );
}
