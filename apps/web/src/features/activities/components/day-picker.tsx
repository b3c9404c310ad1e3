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
        {dates.map((date, index) => {
          const isCurrent = date.raw === selected;
          return (
            <li key={date.raw}>
              <AppLink
                ref={isCurrent && index >= inFirstScreenful ? scrollIntoStrip : undefined}
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

/** Days the narrowest strip shows without scrolling: the current one among them needs no measuring. */
const inFirstScreenful = 4;

/**
 * A day further on than the first screenful is scrolled into the strip's view, not the page's. Measured
 * in the next frame, once the page is all there: measuring as the link was made laid the page out a
 * second time mid-render (40 ms of a phone's first render of the timetable, at Lighthouse's pace).
 */
function scrollIntoStrip(link: HTMLAnchorElement | null) {
  if (!link) return;
  requestAnimationFrame(() => {
    const strip = link.closest('ul');
    if (!strip) return;
    const beyond = link.offsetLeft + link.offsetWidth > strip.scrollLeft + strip.clientWidth;
    if (beyond || link.offsetLeft < strip.scrollLeft) strip.scrollLeft = link.offsetLeft - 8;
  });
}
