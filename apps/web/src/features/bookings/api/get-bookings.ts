import type { Booking } from '@leisure/contracts/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { BookingServerFilter } from '../lib/booking-filters';

export type { Booking };

/** GET /api/my-account/bookings?filter=future|past: the customer's bookings. */
export function getBookings(filter: BookingServerFilter): Promise<Booking[]> {
  return http<{ data: Booking[] }>('/api/my-account/bookings', { query: { filter } }).then((r) => r.data);
}

export const bookingsQueryOptions = (filter: BookingServerFilter) =>
  queryOptions({ queryKey: ['bookings', filter], queryFn: () => getBookings(filter) });

export function useBookings(filter: BookingServerFilter) {
  return useQuery(bookingsQueryOptions(filter));
}
