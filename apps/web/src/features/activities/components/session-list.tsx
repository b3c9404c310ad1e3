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
  /** The list's accessible name ('Sessions on Tue 24 November 2026'). */
  label: string;
  /** The session's own page (classes) or the court list of its time (slots). */
  hrefOf: (session: ActivitySession) => string;
  onBook: (session: ActivitySession) => void;
  /** The session being put in the basket, if any. */
  adding: string | null;
  /** What a full class offers instead of 'Book' (the waitlist), given by the page. */
  fullAction?: (session: ActivitySession) => ReactNode;
  /** A course's sessions are sold only as the whole course: each card leads to the course instead. */
  courses?: boolean;
};

/**
 * A day's sessions as cards: time, name, instructor and place, places left and price, then the action
 * last, at the card's foot, where a thumb reaches it on a phone. Wide screens lay the same cards out as
 * rows of a grid (bookings.css), so one markup serves both and nothing scrolls sideways.
 */
export function SessionList({ sessions, label, hrefOf, onBook, adding, fullAction, courses }: Props) {
  return (
    <ul className="session-list" aria-label={label}>
      {sessions.map((session) => (
        <SessionCard
          key={session.compositeKey || session.id}
          session={session}
          href={hrefOf(session)}
          onBook={onBook}
          adding={adding}
          fullAction={fullAction}
          courses={courses ?? false}
        />
      ))}
    </ul>
  );
}

type CardProps = Omit<Props, 'sessions' | 'label' | 'hrefOf'> & { session: ActivitySession; href: string };

function SessionCard({ session, href, onBook, adding, fullAction, courses }: CardProps) {
  const { t } = useTranslation('bookings');
  const availability = availabilityOf(session);
  const slot = session.bookingType === 'slot';
  const instructors = session.instructors.map((instructor) => instructor.name).join(', ');
  return (
    <li className="session-card" data-testid="timetable-session">
      <p className="session-card__time">
        {session.startsAt.format24Hour}–{session.endsAt.format24Hour}
      </p>
      <h3 className="session-card__name">
        <AppLink href={href}>{session.name}</AppLink>
      </h3>
      <dl className="session-card__facts">
        {instructors ? <Fact term={t('timetable.instructor')}>{instructors}</Fact> : null}
        {/* A court time is several courts: which one is chosen on the next page, so no place here. */}
        {slot ? null : <Fact term={t('timetable.location')}>{session.location.name}</Fact>}
        <Fact term={t('timetable.places')}>
          <AvailabilityLabel availability={availability} unit={slot ? 'courts' : 'spaces'} />
        </Fact>
        <Fact term={t('timetable.price')}>
          {courses ? t('timetable.coursePrice') : session.price.formatted}
        </Fact>
      </dl>
      <div className="session-card__action">
        <SessionAction
          session={session}
          href={href}
          onBook={onBook}
          adding={adding}
          fullAction={fullAction}
          courses={courses}
        />
      </div>
    </li>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="session-card__fact">
      <dt className="visually-hidden">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function SessionAction({ session, href, onBook, adding, fullAction, courses }: CardProps) {
  const { t } = useTranslation('bookings');
  const availability = availabilityOf(session);
  const slot = session.bookingType === 'slot';
  const time = session.startsAt.format24Hour;
  if (courses) {
    return (
      <ButtonLink href={href} aria-label={t('timetable.viewCourseNamed', { name: session.name, time })}>
        {t('timetable.viewCourse')}
      </ButtonLink>
    );
  }
  if (availability.kind === 'full' && !slot) return fullAction?.(session) ?? null;
  if (!isBookable(availability)) return null;
  const label = t('timetable.bookNamed', { name: session.name, time });
  if (slot) {
    return (
      <ButtonLink href={href} aria-label={label}>
        {t('timetable.book')}
      </ButtonLink>
    );
  }
  return (
    <Button
      aria-label={label}
      disabled={adding !== null}
      aria-busy={adding === session.id}
      onClick={() => onBook(session)}
    >
      {adding === session.id ? <Spinner size="sm" label={t('session.adding')} /> : t('timetable.book')}
    </Button>
  );
}
