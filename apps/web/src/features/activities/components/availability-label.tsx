import { useTranslation } from 'react-i18next';
import type { Availability } from '../lib/places-left';

/** '{n} spaces left', 'Full', 'Opens {D MMM} at {HH:mm}'. */
export function AvailabilityLabel({
  availability,
  unit = 'spaces',
}: {
  availability: Availability;
  unit?: 'spaces' | 'courts';
}) {
  const { t } = useTranslation('bookings');
  switch (availability.kind) {
    case 'spaces':
      return (
        <span className="availability availability--open">
          {unit === 'courts'
            ? t('timetable.courtsLeft', { count: availability.count })
            : t('timetable.spacesLeft', { count: availability.count })}
        </span>
      );
    case 'full':
      return <span className="availability availability--full">{t('timetable.full')}</span>;
    case 'booked':
      return <span className="availability availability--booked">{t('timetable.booked')}</span>;
    case 'opens':
      return (
        <span className="availability availability--opens">
          {t('timetable.opens', { day: availability.day, time: availability.time })}
        </span>
      );
    case 'closed':
      return <span className="availability availability--closed">{t('timetable.closed')}</span>;
  }
}
