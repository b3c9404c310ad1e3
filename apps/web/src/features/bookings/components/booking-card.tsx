import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { BookingFacts, type ListedBooking } from './booking-details';
import { BookingStatusBadge } from './booking-status-badge';
import './bookings.css';

type Props = {
  booking: ListedBooking;
  /** This page's name and address, for the order page's back link (spec part 1 §2). */
  from: { page: string; path: string };
  /** Given on the upcoming tab only: past bookings cannot be cancelled. */
  onCancel?: (booking: ListedBooking) => void;
  /** The card's heading level: 2 in the bookings list, 3 inside the dashboard's 'My next booking'. */
  headingLevel?: 2 | 3;
};

export function BookingCard({ booking, from, onCancel, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t } = useTranslation('account');
  const paths = usePaths();
  const headingId = useId();
  const orderHref = booking.orderId === null ? null : paths.account.orderDetails.getHref(booking.orderId);
  const cancelLabel = t('bookings.cancel.openLabel', { name: booking.name });
  // Spec part 1 §2: a course session links to its course booking, which is cancelled as a whole.
  const course = booking.bookingType === 'courses' ? booking.bookingBundleContext : null;

  return (
    <li className="booking-card" aria-labelledby={headingId}>
      <div className="booking-card__head">
        <Heading id={headingId} className="booking-card__name">
          {booking.name}
        </Heading>
        <BookingStatusBadge booking={booking} />
      </div>
      {course ? (
        // Spec part 2: a session of a course booking, paid and cancelled with its course.
        <p className="booking-card__kind">
          <Badge tone="brand">{t('course.partOf')}</Badge>{' '}
          <span>
            {t('course.position', {
              position: course.settledBookingPosition,
              total: course.totalSettledBookings,
            })}
          </span>
        </p>
      ) : (
        <p className="booking-card__kind">{booking.category}</p>
      )}
      <BookingFacts booking={booking} isCourseSession={course !== null} />
      <div className="booking-card__actions">
        {onCancel && booking.status === 'active' ? (
          // A plain download: the session cookie rides along and the server names the .ics file.
          <a
            href={`/api/my-account/bookings/${booking.id}/calendar`}
            download
            aria-label={t('calendar.addToCalendarLabel', { name: booking.name, date: booking.date })}
          >
            {t('calendar.addToCalendar')}
          </a>
        ) : null}
        {course ? (
          <AppLink
            href={paths.account.courseBooking.getHref(course.id)}
            aria-label={t('course.viewLabel', { name: booking.name })}
          >
            {t('course.view')}
          </AppLink>
        ) : null}
        {orderHref ? (
          <Link
            to={toRouterPath(orderHref) ?? orderHref}
            state={{ fromPage: from.page, fromPath: from.path }}
            aria-label={t('bookings.viewOrderLabel', { name: booking.name })}
          >
            {t('bookings.viewOrder')}
          </Link>
        ) : null}
        {onCancel && !course ? (
          booking.canBeCancelled === false ? (
            <Tooltip content={t('bookings.cancel.startingSoon')}>
              {(describedBy) => (
                // aria-disabled keeps the button focusable so the tooltip can be reached by keyboard.
                <Button
                  variant="secondary"
                  size="sm"
                  aria-disabled="true"
                  aria-label={cancelLabel}
                  aria-describedby={describedBy}
                >
                  {t('bookings.cancel.open')}
                </Button>
              )}
            </Tooltip>
          ) : (
            <Button variant="secondary" size="sm" aria-label={cancelLabel} onClick={() => onCancel(booking)}>
              {t('bookings.cancel.open')}
            </Button>
          )
        ) : null}
      </div>
    </li>
  );
}
