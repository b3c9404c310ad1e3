import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { Order } from './get-order';

/** The order filter: inclusive days (YYYY-MM-DD) in the venue's zone; either may be absent. */
export type OrderFilter = { from: string | null; to: string | null };

/** GET /api/my-account/orders?from=&to=: every order, newest first, no pagination (spec part 2 §9). */
export function getOrders(filter: OrderFilter): Promise<Order[]> {
  return http<{ data: Order[] }>('/api/my-account/orders', {
    query: { from: filter.from, to: filter.to },
  }).then((r) => r.data);
}

export const ordersQueryOptions = (filter: OrderFilter) =>
  queryOptions({
    queryKey: ['orders', 'list', filter.from ?? '', filter.to ?? ''],
    queryFn: () => getOrders(filter),
    retry: false,
  });

export function useOrders(filter: OrderFilter) {
  // The table stays while a new filter's answer comes, rather than blinking to a spinner.
  return useQuery({ ...ordersQueryOptions(filter), placeholderData: keepPreviousData });
}
