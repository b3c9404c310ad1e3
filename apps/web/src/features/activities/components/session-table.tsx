import type { ActivitySession } from '@leisure/contracts/activities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { availabilityOf, isBookable } from '../lib/places-left';
import { AvailabilityLabel } from './availability-label';

type Props = {
  sessions: ActivitySession[];
  caption: string;
  /** The session's own page (classes) or the court list of its time (slots). */
  hrefOf: (session: ActivitySession) => string;
  onBook: (session: ActivitySession) => void;
  /** The session being put in the basket, if any. */
  adding: string | null;
  /** What a full class offers instead of 'Book' (the waitlist), given by the page. */
  fullAction?: (session: ActivitySession) => ReactNode;
  /** A course's sessions are sold only as the whole course: each row leads to the course instead. */
  courses?: boolean;
};

/** A day's sessions: time (24 h), name, instructor, location, places left, price and 'Book'. */
export function SessionTable({ sessions, caption, hrefOf, onBook, adding, fullAction, courses }: Props) {
  const { t } = useTranslation('bookings');
  return (
    <table className="session-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('timetable.time')}</th>
          <th scope="col">{t('timetable.activity')}</th>
          <th scope="col">{t('timetable.instructor')}</th>
          <th scope="col">{t('timetable.location')}</th>
          <th scope="col">{t('timetable.places')}</th>
          <th scope="col">{t('timetable.price')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('timetable.action')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => {
          const availability = availabilityOf(session);
          const time = `${session.startsAt.format24Hour}–${session.endsAt.format24Hour}`;
          const label = t('timetable.bookNamed', { name: session.name, time: session.startsAt.format24Hour });
          const slot = session.bookingType === 'slot';
          return (
            <tr key={session.compositeKey || session.id} data-testid="timetable-session">
              <td>{time}</td>
              <th scope="row">
                <AppLink href={hrefOf(session)}>{session.name}</AppLink>
              </th>
              <td>{session.instructors.map((instructor) => instructor.name).join(', ')}</td>
              <td>{slot ? session.slotDisplayLocation : session.location.name}</td>
              <td>
                <AvailabilityLabel availability={availability} unit={slot ? 'courts' : 'spaces'} />
              </td>
              <td>{courses ? t('timetable.coursePrice') : session.price.formatted}</td>
              <td>
                {courses ? (
                  <ButtonLink
                    size="sm"
                    href={hrefOf(session)}
                    aria-label={t('timetable.viewCourseNamed', {
                      name: session.name,
                      time: session.startsAt.format24Hour,
                    })}
                  >
                    {t('timetable.viewCourse')}
                  </ButtonLink>
                ) : availability.kind === 'full' && !slot ? (
                  (fullAction?.(session) ?? null)
                ) : !isBookable(availability) ? null : slot ? (
                  <ButtonLink size="sm" href={hrefOf(session)} aria-label={label}>
                    {t('timetable.book')}
                  </ButtonLink>
                ) : (
                  <Button
                    size="sm"
                    aria-label={label}
                    disabled={adding !== null}
                    aria-busy={adding === session.id}
                    onClick={() => onBook(session)}
                  >
                    {adding === session.id ? (
                      <Spinner size="sm" label={t('session.adding')} />
                    ) : (
                      t('timetable.book')
                    )}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
