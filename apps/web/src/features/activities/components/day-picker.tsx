import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import type { CategoryDate } from '../api/get-category-dates';

type Props = { dates: CategoryDate[]; selected: string; hrefOf: (date: string) => string };

/**
 * The days that have sessions, today first, as one row of links that scrolls sideways inside itself (a
 * phone shows about a week). Each link is named by what it shows ('Tue 24 Nov', 'Today 23 Nov') and the
 * year, so its name holds its visible words (WCAG 2.5.3); the shown day is aria-current.
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
              >
                <span className="day-picker__weekday">
                  {date.today ? t('timetable.today') : date.dayPretty}
                </span>{' '}
                <span>{date.datePretty}</span>
                <span className="visually-hidden"> {date.raw.slice(0, 4)}</span>
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
