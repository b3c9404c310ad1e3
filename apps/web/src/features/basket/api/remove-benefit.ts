import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { storeCartAnswer } from './cart-answer';
import type { Cart } from './get-cart';

/** DELETE /api/activities/benefit/remove/{cartItemId}: the line goes back to its full price. */
export function removeBenefit(cartItemId: number): Promise<{ data: Cart } | undefined> {
  return http<{ data: Cart } | undefined>(`/api/activities/benefit/remove/${cartItemId}`, {
    method: 'DELETE',
    query: { source: 'activity-booking' },
  });
}

export function useRemoveBenefit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBenefit,
    onSuccess: (answer) => storeCartAnswer(queryClient, answer),
  });
}
