import type { OfflinePayment } from '@leisure/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { storeCartAnswer } from './cart-answer';
import type { Cart } from './get-cart';

/** PUT /api/activities/cart/payments: the tenders put against the basket; the answer is what the server kept. */
export function syncPayments(payments: OfflinePayment[]): Promise<{ data: Cart }> {
  return http<{ data: Cart }>('/api/activities/cart/payments', { method: 'PUT', body: { payments } });
}

export function useSyncPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncPayments,
    onSuccess: (answer) => storeCartAnswer(queryClient, answer),
  });
}
