import type { cartAddRequest } from '@leisure/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';
import { cartActionDelay } from '../lib/cart-delay';
import { storeCartAnswer } from './cart-answer';
import type { Cart } from './get-cart';

export type AddToCartInput = z.input<typeof cartAddRequest>;

/** POST /api/activities/cart/add, after the basket's 250 ms delay. */
export async function addToCart(input: AddToCartInput): Promise<{ data: Cart }> {
  await cartActionDelay();
  return http<{ data: Cart }>('/api/activities/cart/add', { method: 'POST', body: input });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (answer) => storeCartAnswer(queryClient, answer),
  });
}
