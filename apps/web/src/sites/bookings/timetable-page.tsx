import type { ActivitySession } from '@leisure/contracts/activities';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useActivityTimes } from '@/features/activities/api/get-activity-times';
import { type CategoryDate, useCategoryDates } from '@/features/activities/api/get-category-dates';
import { useCategoryTimes } from '@/features/activities/api/get-category-times';
import { CategoryTabs } from '@/features/activities/components/category-tabs';
import { DayPicker } from '@/features/activities/components/day-picker';
import { SessionFilters } from '@/features/activities/components/session-filters';
import { SessionList } from '@/features/activities/components/session-list';
import {
  type SessionFilters as Filters,
  filterSessions,
  fullDatePretty,
  isTimeOfDay,
} from '@/features/activities/lib/session-filters';
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
  dates,
  filters,
  onClearFilters,
  dayHref,
}: {
  venue: string;
  segment: string;
  date: string;
  target: TimetableTarget;
  /** The days with sessions, to name this day and point on from an empty one. */
  dates: CategoryDate[];
  filters: Filters;
  onClearFilters: () => void;
  dayHref: (day: string) => string;
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
  // An empty day has no session to take its name from: the day list, else the date itself, in words.
  const dayName =
    dates.find((day) => day.raw === date)?.fullDatePretty ??
    sessions.data[0]?.date.fullDatePretty ??
    fullDatePretty(date);
  const heading = t('timetable.sessions', { date: dayName });
  const shown = filterSessions(sessions.data, filters);
  const nextDay = dates.find((day) => day.raw > date);
  return (
    <section aria-labelledby="sessions-heading" className="timetable__sessions">
      <h2 id="sessions-heading">{heading}</h2>
      {sessions.data.length === 0 ? (
        <div className="timetable__empty">
          <p>{t('timetable.empty')}</p>
          {nextDay ? (
            <p>
              <AppLink href={dayHref(nextDay.raw)}>
                {t('timetable.nextDay', { date: nextDay.fullDatePretty })}
              </AppLink>
            </p>
          ) : null}
        </div>
      ) : shown.length === 0 ? (
        <div className="timetable__empty">
          <p>{t('timetable.noMatches')}</p>
          <Button variant="secondary" onClick={onClearFilters}>
            {t('timetable.clearFilters')}
          </Button>
        </div>
      ) : (
        <SessionList
          sessions={shown}
          label={heading}
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
  const [search, setSearch] = useSearchParams();
  const time = search.get('time');
  const filters: Filters = { activity: search.get('activity'), time: isTimeOfDay(time) ? time : null };
  // The filters live in the address, so a day link, Back and a shared link keep them.
  const setFilters = (next: Filters) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(next)) {
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const query = search.toString();
  const dayHref = (day: string) => {
    const href = paths.bookings.timetable.getHref(venue, segment, day);
    return query ? `${href}${href.includes('?') ? '&' : '?'}${query}` : href;
  };
  const heading = t('timetable.heading', { venue: venueName });
  return (
    <section className="timetable" aria-labelledby="timetable-heading">
      <PageTitle title={heading} venue={known?.name} />
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
          {dates.data ? <DayPicker dates={dates.data} selected={date} hrefOf={dayHref} /> : null}
          <SessionFilters
            filters={filters}
            activities={target.kind === 'category' ? target.category.activities : []}
            onChange={setFilters}
          />
          <Sessions
            key={`${segment}/${date}`}
            venue={venue}
            segment={segment}
            date={date}
            target={target}
            dates={dates.data ?? []}
            filters={filters}
            onClearFilters={() => setFilters({ activity: null, time: null })}
            dayHref={dayHref}
          />
        </>
      ) : null}
    </section>
  );
}
