import type { BadgeTone } from '@/components/ui/badge';

/** The words a customer reads for a booking's status, and the badge's tone for them. */
export type BookingStatusView =
  | { key: 'booked' | 'attended' | 'cancelled'; tone: BadgeTone }
  | { raw: string };

/**
 * The server's statuses are words for code ('active'); a customer reads 'Booked'. A status this list
 * does not know is shown as sent rather than hidden, so nothing the operator set is lost.
 */
export function bookingStatusView(booking: { status: string; attended: boolean }): BookingStatusView {
  const status = booking.status.toLowerCase();
  if (status === 'cancelled') return { key: 'cancelled', tone: 'neutral' };
  if (status === 'active')
    return booking.attended ? { key: 'attended', tone: 'success' } : { key: 'booked', tone: 'success' };
  return { raw: booking.status };
}
