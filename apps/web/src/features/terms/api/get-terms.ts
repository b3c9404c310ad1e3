import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type Terms = { id: number; title: string; html: string };

/** GET /api/terms (spec part 1 §7); the list sits under data.data (part 2 §7). */
export function getTerms(cartId?: number): Promise<Terms[]> {
  return http<{ data: { data: Terms[] } }>('/api/terms', { query: { cartId } }).then(
    (answer) => answer.data.data,
  );
}

export const termsQueryOptions = (cartId?: number) =>
  queryOptions({ queryKey: ['terms', cartId ?? null], queryFn: () => getTerms(cartId) });

export function useTerms(cartId?: number) {
  return useQuery(termsQueryOptions(cartId));
}
