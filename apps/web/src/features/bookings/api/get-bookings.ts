import type { Booking } from '@leisure/contracts/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { BookingServerFilter } from '../lib/booking-filters';

export type { Booking };

/** GET /api/my-account/bookings?filter=future|past: the customer's bookings (without V2 ones when V2 is on). */
export function getBookings(filter: BookingServerFilter): Promise<Booking[]> {
  return http<{ data: Booking[] }>('/api/my-account/bookings', { query: { filter } }).then((r) => r.data);
}

/** GET /api/v1/activities/bookings (spec part 1 §7): the user's V2 bookings, from now on or before now. */
export function getV2Bookings(userId: number, filter: BookingServerFilter): Promise<Booking[]> {
  const now = new Date().toISOString();
  return http<{ data: Booking[] }>('/api/v1/activities/bookings', {
    query: {
      userId,
      ...(filter === 'future' ? { startsAfter: now } : { startsBefore: now }),
      cancellationSource: 'my-account',
    },
  }).then((r) => r.data);
}

/** Both lists as one, each booking once, in the order the tab reads: soonest first, or latest first. */
export function mergeBookings(filter: BookingServerFilter, ...lists: Booking[][]): Booking[] {
  const byId = new Map<number, Booking>();
  for (const booking of lists.flat()) byId.set(booking.id, booking);
  const sign = filter === 'future' ? 1 : -1;
  return [...byId.values()].sort(
    (a, b) => sign * (Date.parse(a.startsAt.raw) - Date.parse(b.startsAt.raw)) || a.id - b.id,
  );
}

/**
 * `v2UserId`: with activities V2 enabled (spec part 1 §4), the signed-in user's id, whose V2 bookings are
 * loaded beside the others; null otherwise.
 */
export const bookingsQueryOptions = (filter: BookingServerFilter, v2UserId: number | null = null) =>
  queryOptions({
    queryKey: ['bookings', filter, v2UserId],
    queryFn: async () => {
      if (v2UserId === null) return getBookings(filter);
      const [classic, v2] = await Promise.all([getBookings(filter), getV2Bookings(v2UserId, filter)]);
      return mergeBookings(filter, classic, v2);
    },
  });

export function useBookings(filter: BookingServerFilter, v2UserId: number | null = null) {
  return useQuery(bookingsQueryOptions(filter, v2UserId));
}
