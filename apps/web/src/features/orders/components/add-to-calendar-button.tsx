import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { OrderItem } from '../api/get-order';
import { buildCalendarFile, calendarFileName } from '../lib/calendar-event';
import { downloadFile } from '../lib/download-file';

/** 'Add to calendar': an .ics file built here, for a booking with a start and an end. */
export function AddToCalendarButton({ item }: { item: OrderItem }) {
  const { t } = useTranslation('bookings');
  const { startsAtUtc, endsAtUtc } = item;
  if (!startsAtUtc || !endsAtUtc) return null;
  const download = () => {
    const file = buildCalendarFile({
      uid: `booking-${item.bookingId ?? item.id}@${window.location.hostname}`,
      title: item.name,
      startsAtUtc,
      endsAtUtc,
      location: [item.locationName, item.venueName].filter(Boolean).join(', '),
    });
    downloadFile(new Blob([file], { type: 'text/calendar;charset=utf-8' }), calendarFileName(item.name));
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={download}
      aria-label={t('confirmed.addNamedToCalendar', { name: item.name })}
    >
      {t('confirmed.addToCalendar')}
    </Button>
  );
}
