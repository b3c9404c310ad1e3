import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import type { CourseSummary } from '../api/get-course';
import { clockTime, sessionDay } from '../lib/course-dates';
import './courses.css';

type Props = {
  course: CourseSummary;
  onBook: () => void;
  adding: boolean;
  /** The customer's own course booking in my account, when they have it. */
  bookingHref: string | null;
};

/** A course on the bookings site: its price, the sessions a booking now includes, and 'Book course'. */
export function CoursePanel({ course, onBook, adding, bookingHref }: Props) {
  const { t } = useTranslation('bookings');
  const headingId = useId();
  const { status, reason } = course.actionToShow;
  return (
    <section className="course-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{course.name}</h2>
      <p>
        {t('course.partOf')} {t('course.intro')}
      </p>
      <dl className="course-header">
        <div className="course-header__row">
          <dt>{t('course.price')}</dt>
          <dd>{course.price.formatted}</dd>
        </div>
        <div className="course-header__row">
          <dt>{t('course.sessions')}</dt>
          <dd>{t('course.sessionCount', { count: course.sessions.length })}</dd>
        </div>
      </dl>
      {course.sessions.length > 0 ? (
        <ol className="course-sessions" aria-label={t('course.sessionsLabel', { name: course.name })}>
          {course.sessions.map((session) => (
            <li key={session.id} className="course-sessions__item">
              <span className="course-sessions__day">{sessionDay(session.startsAt.local)}</span>
              <span>
                {clockTime(session.startsAt.local)}–{clockTime(session.endsAt.local)}
              </span>
              <span>{session.locationName}</span>
              <span className="course-sessions__badge">
                {session.availableSpots > 0
                  ? t('timetable.spacesLeft', { count: session.availableSpots })
                  : t('timetable.full')}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {status === 'BOOK' ? (
        <Button
          size="lg"
          onClick={onBook}
          disabled={adding}
          aria-busy={adding || undefined}
          aria-label={adding ? undefined : t('course.bookLabel', { name: course.name })}
        >
          {adding ? t('course.adding') : t('course.book')}
        </Button>
      ) : null}
      {status === 'FULL' ? <p role="status">{reason ?? t('course.full')}</p> : null}
      {status === 'BOOKED' ? (
        <p>
          {t('course.booked')}{' '}
          {bookingHref ? <AppLink href={bookingHref}>{t('course.viewBooking')}</AppLink> : null}
        </p>
      ) : null}
      {status === null ? <p>{reason ?? t('course.noSessions')}</p> : null}
    </section>
  );
}
