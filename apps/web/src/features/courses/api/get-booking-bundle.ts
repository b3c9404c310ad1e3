import type { BookingBundle } from '@leisure/contracts/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { BookingBundle };

/** Spec part 2 §7: the account asks as 'my-account', which decides what cancelling would credit. */
export const cancellationSource = 'my-account';

/** GET /api/v1/activities/bookings/bundles/{id}?cancellation_source=my-account: one course booking. */
export function getBookingBundle(id: string): Promise<BookingBundle> {
  return http<{ data: BookingBundle }>(`/api/v1/activities/bookings/bundles/${encodeURIComponent(id)}`, {
    query: { cancellationSource },
  }).then((r) => r.data);
}

export const bookingBundleQueryKey = (id: string) => ['courses', 'bundle', id] as const;

export const bookingBundleQueryOptions = (id: string) =>
  queryOptions({ queryKey: bookingBundleQueryKey(id), queryFn: () => getBookingBundle(id) });

export function useBookingBundle(id: string) {
  return useQuery(bookingBundleQueryOptions(id));
}
