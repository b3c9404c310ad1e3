import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import type { CategoryDate } from '../api/get-category-dates';

type Props = { dates: CategoryDate[]; selected: string; hrefOf: (date: string) => string };

/** The days that have sessions, as links; the shown day is the current one. */
export function DayPicker({ dates, selected, hrefOf }: Props) {
  const { t } = useTranslation('bookings');
  return (
    <nav aria-label={t('timetable.days')} className="day-picker">
      <ul>
        {dates.map((date) => {
          const current = date.raw === selected;
          return (
            <li key={date.raw}>
              <AppLink
                href={hrefOf(date.raw)}
                className={`day-picker__day${current ? ' day-picker__day--current' : ''}`}
                aria-current={current ? 'date' : undefined}
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
