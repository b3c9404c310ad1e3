import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiHtml } from '@/components/ui/api-html';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import { Spinner } from '@/components/ui/spinner';
import { type OccurrenceDetail, useOccurrence } from '@/features/activities/api/get-occurrence';
import { AvailabilityLabel } from '@/features/activities/components/availability-label';
import { availabilityOf, isBookable } from '@/features/activities/lib/places-left';
import { useLinkedUsers } from '@/features/linked-users/api/linked-users';
import { readSelectedVenue, selectVenue } from '@/features/venues/hooks/use-selected-venue';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { useSession } from '@/shell/session/session-context';
import { CourseSession, useCourseIdOf } from './course-section';
import { SessionFacts } from './session-facts';
import { ticketChoice } from './ticket-choice';
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
  const { applies, others } = ticketChoice(occurrence.tickets, occurrence.pricingOptionId);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [attendee, setAttendee] = useState('');
  const { addToBasket, adding, loginModal } = useAddToBasket();
  const waitlist = useWaitlistAction();
  const availability = availabilityOf(occurrence);
  const full = availability.kind === 'full' && occurrence.bookingType === 'class';
  // A choice that is no longer offered (the customer signed in or out) gives way to the price that applies.
  const ticket = [applies, ...others].find((item) => item?.id === chosenId) ?? applies;
  // A course's sessions are booked as the whole course (course-section.tsx).
  const courseId = useCourseIdOf(occurrence);
  if (courseId === undefined) return <Spinner />;
  if (courseId !== null) return <CourseSession occurrence={occurrence} courseId={courseId} />;

  const book = () =>
    addToBasket(occurrence, {
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
      {occurrence.description ? (
        <ApiHtml html={occurrence.description} className="session-description" />
      ) : null}
      <p className="session-price" data-testid="session-price">
        {ticket
          ? t('session.ticketPrice', { name: ticket.name, price: ticket.price.formatted })
          : occurrence.price.formatted}
      </p>
      {applies && others.length > 0 ? (
        <details className="ticket-choice">
          <summary>{t('session.otherPrices')}</summary>
          <fieldset>
            <legend className="visually-hidden">{t('session.tickets')}</legend>
            {[applies, ...others].map((item) => (
              <label key={item.id} className="ticket-choice__option">
                <input
                  type="radio"
                  name="ticket"
                  checked={ticket?.id === item.id}
                  onChange={() => setChosenId(item.id)}
                />
                {t('session.ticketPrice', { name: item.name, price: item.price.formatted })}
              </label>
            ))}
          </fieldset>
        </details>
      ) : null}
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
        <Button size="lg" onClick={() => void book()} disabled={adding !== null} aria-busy={adding !== null}>
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
  // As the timetable does: a session's page, opened from a link, shows its venue's theme from then on.
  const sessionVenue = occurrence.data?.venueSlug;
  useEffect(() => {
    if (sessionVenue && readSelectedVenue() !== sessionVenue) selectVenue(sessionVenue);
  }, [sessionVenue]);
  return (
    <section className="session-page" aria-labelledby="session-heading">
      <PageTitle title={title} venue={occurrence.data?.venueName} />
      <p>
        <AppLink href={paths.bookings.timetable.getHref(venue, activity, date)}>
          {t('session.backToTimetable')}
        </AppLink>
      </p>
      <h1 id="session-heading">{title}</h1>
      {occurrence.data?.image ? (
        <ResponsivePicture
          picture={occurrence.data.image}
          sizes="(min-width: 760px) 720px, calc(100vw - 2rem)"
          className="session-picture"
          eager
        />
      ) : null}
      {occurrence.isPending ? <Spinner /> : null}
      {occurrence.isError ? <p role="alert">{t('session.loadError')}</p> : null}
      {occurrence.data ? <Occurrence occurrence={occurrence.data} /> : null}
    </section>
  );
}
