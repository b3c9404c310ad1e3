import type { Booking } from '@leisure/contracts/bookings';

/** Spec part 1 §3: start and end in the venue's 24-hour local time, 'HH:mm–HH:mm'. */
export function bookingTimes(booking: Pick<Booking, 'startsAt' | 'endsAt'>): string {
  return `${booking.startsAt.format24Hour}–${booking.endsAt.format24Hour}`;
}
