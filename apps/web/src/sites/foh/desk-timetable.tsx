import type { ActivitySession } from '@leisure/contracts/activities';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCategoryTimes } from '@/features/activities/api/get-category-times';
import { useVenueCategories } from '@/features/activities/api/get-venue-categories';
import { availabilityOf, isBookable } from '@/features/activities/lib/places-left';

type Props = {
  venueSlug: string;
  /** The session being put in the basket, if any. */
  adding: string | null;
  onAdd: (session: ActivitySession) => void;
};

const wire = 'YYYY-MM-DD';

/**
 * The desk venue's timetable, a day and a category at a time, through the same calls as the customer's
 * timetable. A course is sold whole, from the courses beside it (desk-courses.tsx), not session by session.
 */
export function DeskTimetable({ venueSlug, adding, onAdd }: Props) {
  const { t } = useTranslation('foh');
  const ids = { category: useId(), day: useId() };
  const categories = useVenueCategories(venueSlug);
  const sellable = (categories.data ?? []).filter((category) => category.kind !== 'courses');
  const [chosen, setChosen] = useState<string | null>(null);
  const [date, setDate] = useState(() => dayjs().format(wire));
  const category = chosen ?? sellable[0]?.slug ?? '';
  const times = useCategoryTimes(venueSlug, category, date, Boolean(category));
  const moveDay = (days: number) => setDate((current) => dayjs(current).add(days, 'day').format(wire));
  const dayName = dayjs(date).format('dddd D MMMM YYYY');

  return (
    <section className="desk-timetable" aria-labelledby="desk-timetable-heading">
      <h2 id="desk-timetable-heading">{t('sell.timetable')}</h2>
      <div className="desk-timetable__filters">
        <div className="field">
          <label className="field__label" htmlFor={ids.category}>
            {t('sell.category')}
          </label>
          <select
            id={ids.category}
            className="field__input"
            value={category}
            onChange={(event) => setChosen(event.currentTarget.value)}
          >
            {sellable.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.day}>
            {t('sell.day')}
          </label>
          <input
            id={ids.day}
            className="field__input"
            type="date"
            value={date}
            onChange={(event) => event.currentTarget.value && setDate(event.currentTarget.value)}
          />
        </div>
        <div className="desk-timetable__days">
          <Button variant="secondary" size="sm" onClick={() => moveDay(-1)}>
            {t('sell.previousDay')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => moveDay(1)}>
            {t('sell.nextDay')}
          </Button>
        </div>
      </div>
      {categories.isPending || (category && times.isPending) ? (
        <Spinner label={t('sell.loadingTimetable')} />
      ) : categories.isError || times.isError ? (
        <p role="alert">{t('sell.timetableFailed')}</p>
      ) : (times.data ?? []).length === 0 ? (
        <p>{t('sell.noSessions', { day: dayName })}</p>
      ) : (
        <ul className="desk-sessions" aria-label={t('sell.sessionsOn', { day: dayName })}>
          {(times.data ?? []).map((session) => {
            const availability = availabilityOf(session);
            const label = `${session.name} ${session.startsAt.format24Hour}`;
            return (
              <li
                key={session.compositeKey || session.id}
                className="desk-session"
                data-testid="desk-session"
              >
                <span className="desk-session__time">
                  {session.startsAt.format24Hour}–{session.endsAt.format24Hour}
                </span>
                <span className="desk-session__name">{session.name}</span>
                <span className="desk-session__where">{session.location?.name ?? ''}</span>
                <span className="desk-session__places">
                  {availability.kind === 'spaces'
                    ? t('sell.spaces', { count: availability.count })
                    : t(`sell.availability.${availability.kind}`)}
                </span>
                <span className="desk-session__price">{session.price.formatted}</span>
                <Button
                  size="sm"
                  onClick={() => onAdd(session)}
                  busy={adding === session.id}
                  disabled={!isBookable(availability)}
                  aria-label={t('sell.addLabel', { session: label })}
                >
                  {t('sell.add')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
