import type { ActivitySession } from '@leisure/contracts/activities';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Spinner } from '@/components/ui/spinner';
import { useActivityTimes } from '@/features/activities/api/get-activity-times';
import { useCategoryDates } from '@/features/activities/api/get-category-dates';
import { useCategoryTimes } from '@/features/activities/api/get-category-times';
import { CategoryTabs } from '@/features/activities/components/category-tabs';
import { DayPicker } from '@/features/activities/components/day-picker';
import { SessionTable } from '@/features/activities/components/session-table';
import { useVenues } from '@/features/venues/api/get-venues';
import { readSelectedVenue, selectVenue } from '@/features/venues/hooks/use-selected-venue';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { useAddToBasket } from './use-add-to-basket';
import { type TimetableTarget, useTimetableParams } from './use-timetable-params';
import { useWaitlistAction } from './use-waitlist-action';
import './bookings.css';

function Sessions({
  venue,
  segment,
  date,
  target,
}: {
  venue: string;
  segment: string;
  date: string;
  target: TimetableTarget;
}) {
  const { t } = useTranslation('bookings');
  const paths = usePaths();
  const byCategory = useCategoryTimes(venue, target.category.slug, date, target.kind === 'category');
  const byActivity = useActivityTimes(venue, segment, date, target.kind === 'activity');
  const sessions = target.kind === 'category' ? byCategory : byActivity;
  const { addToBasket, adding, loginModal } = useAddToBasket();
  const waitlist = useWaitlistAction();

  const hrefOf = (session: ActivitySession) =>
    session.bookingType === 'slot'
      ? paths.bookings.slot.getHref(
          venue,
          session.activitySlug,
          date,
          session.startsAt.format24Hour,
          session.endsAt.format24Hour,
        )
      : paths.bookings.session.getHref(venue, segment, date, session.id);

  if (sessions.isPending) return <Spinner />;
  if (sessions.isError) return <p role="alert">{t('timetable.loadError')}</p>;
  const dayName = sessions.data[0]?.date.fullDatePretty ?? date;
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t('timetable.sessions', { date: dayName })}</h2>
      {sessions.data.length === 0 ? (
        <p>{t('timetable.empty')}</p>
      ) : (
        <SessionTable
          sessions={sessions.data}
          caption={t('timetable.sessions', { date: dayName })}
          hrefOf={hrefOf}
          adding={adding}
          fullAction={(session) => waitlist.renderFor(session)}
          courses={target.category.kind === 'courses'}
          onBook={(session) =>
            void addToBasket(session, {
              id: session.id,
              type: 'purchasableOccurrence',
              pricingOptionId: session.pricingOptionId,
            })
          }
        />
      )}
      {loginModal}
      {waitlist.loginModal}
    </section>
  );
}

/** The venue timetable: /location/{venue}/{category or activity}/{date}/by-time. */
export function Component() {
  const { t } = useTranslation('bookings');
  const paths = usePaths();
  const { venue, segment, date, categories, target } = useTimetableParams();
  const known = useVenues().data?.find((item) => item.slug === venue);
  const venueName = known?.name ?? venue;
  // A venue's timetable makes it the selected venue: its theme shows, and 'Book an activity' comes back here.
  useEffect(() => {
    if (known && readSelectedVenue() !== known.slug) selectVenue(known.slug);
  }, [known]);
  const dates = useCategoryDates(venue, target?.category.slug ?? '', target !== null);
  const heading = t('timetable.heading', { venue: venueName });
  return (
    <section className="timetable" aria-labelledby="timetable-heading">
      <PageTitle title={heading} />
      <h1 id="timetable-heading">{heading}</h1>
      <p>
        <AppLink href={paths.bookings.home.getHref()}>{t('timetable.changeVenue')}</AppLink>
      </p>
      {categories.isPending ? <Spinner /> : null}
      {categories.isError ? <p role="alert">{t('timetable.loadError')}</p> : null}
      {categories.data && !target ? <p role="alert">{t('timetable.noCategories')}</p> : null}
      {categories.data && target ? (
        <>
          <CategoryTabs
            categories={categories.data}
            selected={target.category.slug}
            hrefOf={(category) => paths.bookings.timetable.getHref(venue, category, date)}
          />
          {dates.data ? (
            <DayPicker
              dates={dates.data}
              selected={date}
              hrefOf={(day) => paths.bookings.timetable.getHref(venue, segment, day)}
            />
          ) : null}
          <Sessions key={`${segment}/${date}`} venue={venue} segment={segment} date={date} target={target} />
        </>
      ) : null}
    </section>
  );
}
