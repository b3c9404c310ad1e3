import { useTranslation } from 'react-i18next';
import type { BookingBundle } from '../api/get-booking-bundle';
import { clockTime, sessionDay } from '../lib/course-dates';
import { hasStarted, localNow } from '../lib/course-schedule';

type Session = BookingBundle['bookings'][number];

function SessionText({ session }: { session: Session }) {
  return (
    <>
      <span className="course-sessions__day">{sessionDay(session.startsAt.local)}</span>{' '}
      <span className="course-sessions__time">
        {clockTime(session.startsAt.local)}–{clockTime(session.endsAt.local)}
      </span>{' '}
      <span className="course-sessions__location">{session.locationName}</span>
    </>
  );
}

/** Spec part 2 §2: each session's day, date, time and location; past ones struck through. */
export function CourseSessions({ sessions }: { sessions: BookingBundle['bookings'] }) {
  const { t } = useTranslation('account');
  const now = localNow();
  const ordered = [...sessions].sort((a, b) => a.startsAt.local.localeCompare(b.startsAt.local));
  return (
    <ol className="course-sessions" aria-label={t('course.sessionsLabel')}>
      {ordered.map((session) => {
        const past = hasStarted(session, now);
        return (
          <li key={session.id} className="course-sessions__item" data-testid="course-session">
            {past ? (
              <>
                <s>
                  <SessionText session={session} />
                </s>{' '}
                <span className="visually-hidden">{t('course.past')}</span>
              </>
            ) : (
              <SessionText session={session} />
            )}
            {session.status === 'cancelled' ? <span> {t('course.sessionCancelled')}</span> : null}
            {session.availableSpots !== null && !past && session.status !== 'cancelled' ? (
              <span className="course-sessions__badge">
                {t('course.spacesLeft', { count: session.availableSpots })}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
