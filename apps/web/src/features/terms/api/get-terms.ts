import type { termsItem, termsResponse } from '@leisure/contracts/terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type Terms = z.infer<typeof termsItem>;

/** GET /api/terms (spec part 1 §7); the list sits under data.data (part 2 §7). */
export function getTerms(cartId?: number): Promise<Terms[]> {
  return http<z.infer<typeof termsResponse>>('/api/terms', { query: { cartId } }).then(
    (answer) => answer.data.data,
  );
}

export const termsQueryOptions = (cartId?: number) =>
  queryOptions({ queryKey: ['terms', cartId ?? null], queryFn: () => getTerms(cartId) });

export function useTerms(cartId?: number) {
  return useQuery(termsQueryOptions(cartId));
}

/** The terms a join asks for, each with its type (membership, health commitment, direct debit). */
export const joiningTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['terms', 'joining'],
    queryFn: () =>
      http<z.infer<typeof termsResponse>>('/api/terms', { query: { context: 'joining' } }).then(
        (answer) => answer.data.data,
      ),
  });
