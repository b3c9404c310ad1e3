import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { bookingStatusView } from '../lib/booking-status';

/** A booking's status as a customer says it ('Booked', not 'active'). */
export function BookingStatusBadge({ booking }: { booking: { status: string; attended: boolean } }) {
  const { t } = useTranslation('account');
  const view = bookingStatusView(booking);
  if ('raw' in view) return <Badge>{view.raw}</Badge>;
  return <Badge tone={view.tone}>{t(`bookings.statuses.${view.key}`)}</Badge>;
}
