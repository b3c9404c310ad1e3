import type { DeskReceipt } from '@leisure/contracts/foh-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { DeskReceipt };

export const receiptQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['foh', 'receipt', orderId],
    queryFn: () =>
      http<{ data: DeskReceipt }>(`/api/foh/orders/${orderId}/receipt`).then((answer) => answer.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/foh/orders/:id/receipt: what the printed receipt says. */
export function useReceipt(orderId: number) {
  return useQuery(receiptQueryOptions(orderId));
}
