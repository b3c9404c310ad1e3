import type { Order } from '@leisure/contracts/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { Order };
export type OrderItem = Order['items'][number];

/** GET /api/my-account/orders/{orderId}: one of the customer's orders. */
export function getOrder(orderId: string): Promise<Order> {
  return http<{ data: Order }>(`/api/my-account/orders/${encodeURIComponent(orderId)}`).then((r) => r.data);
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId], queryFn: () => getOrder(orderId), retry: false });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
