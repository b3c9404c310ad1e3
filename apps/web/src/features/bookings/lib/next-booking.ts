import type { Booking } from '@leisure/contracts/bookings';

/** The dashboard's 'My next booking': the active booking that starts soonest, or null when there is none. */
export function nextBookingOf(bookings: readonly Booking[]): Booking | null {
  let next: Booking | null = null;
  for (const booking of bookings) {
    if (booking.status !== 'active') continue;
    if (!next || Date.parse(booking.startsAt.raw) < Date.parse(next.startsAt.raw)) next = booking;
  }
  return next;
}
