import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { storeCartAnswer } from './cart-answer';
import type { Cart } from './get-cart';

/** DELETE /api/activities/package/remove/{cartItemId}: the line stops using a package. */
export function removePackage(cartItemId: number): Promise<{ data: Cart } | undefined> {
  return http<{ data: Cart } | undefined>(`/api/activities/package/remove/${cartItemId}`, {
    method: 'DELETE',
    query: { source: 'activity-booking' },
  });
}

export function useRemovePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePackage,
    onSuccess: (answer) => storeCartAnswer(queryClient, answer),
  });
}
