import type { cartPaymentsRequest } from '@leisure/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';
import { storeCartAnswer } from './cart-answer';
import type { Cart } from './get-cart';

/** PUT /api/activities/cart/payments: the tenders put against the basket; the answer is what the server kept. */
export function syncPayments(
  payments: z.input<typeof cartPaymentsRequest>['payments'],
): Promise<{ data: Cart }> {
  return http<{ data: Cart }>('/api/activities/cart/payments', {
    method: 'PUT',
    body: { payments } satisfies z.input<typeof cartPaymentsRequest>,
  });
}

export function useSyncPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncPayments,
    onSuccess: (answer) => storeCartAnswer(queryClient, answer),
  });
}
