import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** The basket as the header reads it (contracts cart.ts); the basket pages read more of it. */
export type CartSummary = { items: { id: number; name: string }[]; totals: { itemCount: number } };

export function getCart(): Promise<CartSummary> {
  return http<{ data: CartSummary }>('/api/activities/cart').then((response) => response.data);
}

export const cartQueryOptions = () => queryOptions({ queryKey: ['cart'], queryFn: getCart });

export function useCart(enabled = true) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
