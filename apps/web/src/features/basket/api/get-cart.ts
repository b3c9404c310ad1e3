import type { Cart, CartItem, cartSummary } from '@leisure/contracts/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type { Cart, CartItem };
/** The part of the basket the header badge reads. */
export type CartSummary = z.infer<typeof cartSummary>;

export const cartQueryKey = ['cart'] as const;

/** GET /api/activities/cart (contracts cart.ts): the visitor's or the customer's basket. */
export function getCart(): Promise<Cart> {
  return http<{ data: Cart }>('/api/activities/cart').then((response) => response.data);
}

export const cartQueryOptions = () => queryOptions({ queryKey: cartQueryKey, queryFn: getCart });

export function useCart(enabled = true) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
