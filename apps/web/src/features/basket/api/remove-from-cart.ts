import type { cartRemoveRequest } from '@leisure/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';
import { cartActionDelay } from '../lib/cart-delay';
import { storeCartAnswer } from './cart-answer';
import type { Cart } from './get-cart';

/** POST /api/activities/cart/remove, after the basket's 250 ms delay: one line, or several at once. */
export async function removeFromCart(cartItemIds: number | number[]): Promise<{ data: Cart }> {
  await cartActionDelay();
  return http<{ data: Cart }>('/api/activities/cart/remove', {
    method: 'POST',
    body: {
      cartItemIds: Array.isArray(cartItemIds) ? cartItemIds : [cartItemIds],
    } satisfies z.input<typeof cartRemoveRequest>,
  });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: (answer) => storeCartAnswer(queryClient, answer),
  });
}
