import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import type { CategoryDate } from '../api/get-category-dates';

type Props = { dates: CategoryDate[]; selected: string; hrefOf: (date: string) => string };

/**
 * The days that have sessions, today first, as one row of links that scrolls sideways inside itself (a
 * phone shows about a week). Each link's name is the whole date; the shown day is aria-current.
 */
export function DayPicker({ dates, selected, hrefOf }: Props) {
  const { t } = useTranslation('bookings');
  return (
    <nav aria-label={t('timetable.days')} className="day-picker">
      <ul className="day-picker__strip">
        {dates.map((date) => {
          const isCurrent = date.raw === selected;
          return (
            <li key={date.raw}>
              <AppLink
                ref={isCurrent ? scrollIntoStrip : undefined}
                href={hrefOf(date.raw)}
                className={`day-picker__day${isCurrent ? ' day-picker__day--current' : ''}`}
                aria-current={isCurrent ? 'date' : undefined}
                aria-label={date.fullDatePretty}
              >
                <span aria-hidden="true" className="day-picker__weekday">
                  {date.today ? t('timetable.today') : date.dayPretty}
                </span>
                <span aria-hidden="true">{date.datePretty}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A day further on than the first screenful is scrolled into the strip's view, not the page's. */
function scrollIntoStrip(link: HTMLAnchorElement | null) {
  const strip = link?.closest('ul');
  if (!link || !strip) return;
  const beyond = link.offsetLeft + link.offsetWidth > strip.scrollLeft + strip.clientWidth;
  if (beyond || link.offsetLeft < strip.scrollLeft) strip.scrollLeft = link.offsetLeft - 8;
}
