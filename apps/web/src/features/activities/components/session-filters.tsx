import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { type SessionFilters as Filters, isTimeOfDay, timesOfDay } from '../lib/session-filters';

type Props = {
  filters: Filters;
  /** The category's activities; the activity filter shows only with more than one. */
  activities: { slug: string; name: string }[];
  onChange: (filters: Filters) => void;
};

/** Narrows a day's sessions by activity and time of day; native selects, so a phone opens its own picker. */
export function SessionFilters({ filters, activities, onChange }: Props) {
  const { t } = useTranslation('bookings');
  return (
    <fieldset className="session-filters">
      <legend className="visually-hidden">{t('timetable.filters')}</legend>
      {activities.length > 1 ? (
        <SelectField
          label={t('timetable.activity')}
          value={filters.activity ?? ''}
          onChange={(event) => onChange({ ...filters, activity: event.target.value || null })}
        >
          <option value="">{t('timetable.allActivities')}</option>
          {activities.map((activity) => (
            <option key={activity.slug} value={activity.slug}>
              {activity.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField
        label={t('timetable.timeOfDay')}
        value={filters.time ?? ''}
        onChange={(event) =>
          onChange({ ...filters, time: isTimeOfDay(event.target.value) ? event.target.value : null })
        }
      >
        <option value="">{t('timetable.anyTime')}</option>
        {timesOfDay.map((time) => (
          <option key={time} value={time}>
            {t(`timetable.timesOfDay.${time}`)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
