import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { storeCartAnswer } from './cart-answer';
import type { Cart } from './get-cart';

/** DELETE /api/activities/cart: empties the basket. */
export function clearCart(): Promise<{ data: Cart } | undefined> {
  return http<{ data: Cart } | undefined>('/api/activities/cart', { method: 'DELETE' });
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearCart, onSuccess: (answer) => storeCartAnswer(queryClient, answer) });
}
