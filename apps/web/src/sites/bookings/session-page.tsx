import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { type OccurrenceDetail, useOccurrence } from '@/features/activities/api/get-occurrence';
import { AvailabilityLabel } from '@/features/activities/components/availability-label';
import { availabilityOf, isBookable } from '@/features/activities/lib/places-left';
import { useLinkedUsers } from '@/features/linked-users/api/linked-users';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { useSession } from '@/shell/session/session-context';
import { CourseSession, useCourseIdOf } from './course-section';
import { SessionFacts } from './session-facts';
import { useAddToBasket } from './use-add-to-basket';
import { useWaitlistAction } from './use-waitlist-action';
import './bookings.css';

/** Who the place is for: the customer or one of the family members linked to them. */
function AttendeeChooser({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('bookings');
  const session = useSession();
  const linkedUsers = useLinkedUsers();
  if (!session.user || !linkedUsers.data || linkedUsers.data.length === 0) return null;
  return (
    <Field label={t('session.bookingFor')}>
      {(control) => (
        <select
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...control}
        >
          <option value="">
            {t('session.me', { name: `${session.user?.firstName} ${session.user?.lastName}` })}
          </option>
          {linkedUsers.data.map((user) => (
            <option key={user.id} value={String(user.id)}>
              {user.firstName} {user.lastName}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Occurrence({ occurrence }: { occurrence: OccurrenceDetail }) {
  const { t } = useTranslation('bookings');
  const session = useSession();
  const tickets = occurrence.tickets.filter((ticket) => ticket.available);
  const [ticketId, setTicketId] = useState<number | null>(tickets[0]?.id ?? null);
  const [attendee, setAttendee] = useState('');
  const { addToBasket, adding, loginModal } = useAddToBasket();
  const waitlist = useWaitlistAction();
  const availability = availabilityOf(occurrence);
  const full = availability.kind === 'full' && occurrence.bookingType === 'class';
  const ticket = tickets.find((item) => item.id === ticketId);
  // A course's sessions are booked as the whole course (course-section.tsx).
  const courseId = useCourseIdOf(occurrence);
  if (courseId === undefined) return <Spinner />;
  if (courseId !== null) return <CourseSession occurrence={occurrence} courseId={courseId} />;

  const book = () =>
    void addToBasket(occurrence, {
      id: occurrence.id,
      type: 'purchasableOccurrence',
      pricingOptionId: ticket?.pricingOption.id ?? occurrence.pricingOptionId,
      ...(ticket ? { ticketId: ticket.id } : {}),
      ...(attendee ? { purchasedForUserId: Number(attendee) } : {}),
    });

  return (
    <>
      <SessionFacts occurrence={occurrence}>
        <dt>{t('session.places')}</dt>
        <dd>
          <AvailabilityLabel availability={availability} />
        </dd>
      </SessionFacts>
      {occurrence.description ? <p>{occurrence.description}</p> : null}
      {tickets.length > 0 ? (
        <fieldset className="ticket-choice">
          <legend>{t('session.tickets')}</legend>
          {tickets.map((item) => (
            <label key={item.id} className="ticket-choice__option">
              <input
                type="radio"
                name="ticket"
                checked={ticketId === item.id}
                onChange={() => setTicketId(item.id)}
              />
              {t('session.ticketPrice', { name: item.name, price: item.price.formatted })}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{occurrence.price.formatted}</p>
      )}
      {session.status === 'signed-in' ? <AttendeeChooser value={attendee} onChange={setAttendee} /> : null}
      {session.status !== 'signed-in' && !occurrence.allowsAnonymousBookings && !full ? (
        <p>{t('session.logInToBook')}</p>
      ) : null}
      {full ? (
        <>
          {occurrence.waitlistId === null ? <p>{t('waitlist.fullIntro')}</p> : null}
          {session.status === 'signed-in' ? null : <p>{t('waitlist.logInToJoin')}</p>}
          {waitlist.renderFor(occurrence, { size: 'lg', ...(attendee ? { userId: Number(attendee) } : {}) })}
        </>
      ) : null}
      {isBookable(availability) ? (
        <Button size="lg" onClick={book} disabled={adding !== null} aria-busy={adding !== null}>
          {adding ? t('session.adding') : t('session.book')}
        </Button>
      ) : null}
      {loginModal}
      {waitlist.loginModal}
    </>
  );
}

/** A session's page: …/by-time/class/{id}, with its tickets and who it is for. */
export function Component() {
  const { t } = useTranslation('bookings');
  const paths = usePaths();
  const { venue = '', activity = '', date = '', id = '' } = useParams();
  const occurrence = useOccurrence(id);
  const title = occurrence.data?.name ?? t('session.title');
  return (
    <section className="session-page" aria-labelledby="session-heading">
      <PageTitle title={title} />
      <p>
        <AppLink href={paths.bookings.timetable.getHref(venue, activity, date)}>
          {t('session.backToTimetable')}
        </AppLink>
      </p>
      <h1 id="session-heading">{title}</h1>
      {occurrence.isPending ? <Spinner /> : null}
      {occurrence.isError ? <p role="alert">{t('session.loadError')}</p> : null}
      {occurrence.data ? <Occurrence occurrence={occurrence.data} /> : null}
    </section>
  );
}
