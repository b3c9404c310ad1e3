import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@/features/staff/api/staff-types';

type Props = {
  me: StaffMe;
  /** The venue shown, or null for all of theirs (only where the report allows it). */
  venueId: number | null;
  date: string;
  allowAllVenues?: boolean;
  onChange: (next: { venueId: number | null; date: string }) => void;
};

/** A report's venue and day, kept in the address so a cash-up can be linked to and reloaded. */
export function ReportFilters({ me, venueId, date, allowAllVenues = false, onChange }: Props) {
  const { t } = useTranslation('fohOffice');
  const venueField = useId();
  const dateField = useId();
  return (
    <div className="report-filters">
      <div className="field">
        <label className="field__label" htmlFor={venueField}>
          {t('filters.venue')}
        </label>
        <select
          id={venueField}
          className="field__input"
          value={venueId ?? ''}
          onChange={(event) => {
            const id = Number(event.currentTarget.value);
            onChange({ venueId: id > 0 ? id : null, date });
          }}
        >
          {allowAllVenues ? <option value="">{t('filters.allVenues')}</option> : null}
          {me.venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={dateField}>
          {t('filters.date')}
        </label>
        <input
          id={dateField}
          type="date"
          className="field__input"
          value={date}
          required
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value) onChange({ venueId, date: value });
          }}
        />
      </div>
    </div>
  );
}
