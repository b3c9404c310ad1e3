import type { PenaltiesResponse, Penalty } from '@leisure/contracts/penalties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { Penalty };

export const penaltiesQueryKey = ['payments', 'penalties'] as const;

/** GET /api/my-account/user/penalties: the unpaid fees of the customer and the family they book for. */
export function getPenalties(): Promise<PenaltiesResponse> {
  return http<PenaltiesResponse>('/api/my-account/user/penalties');
}

// Read again whenever the page opens: a fee paid at checkout a moment ago must not still be offered.
export const penaltiesQueryOptions = () =>
  queryOptions({ queryKey: penaltiesQueryKey, queryFn: getPenalties, staleTime: 0 });

export function usePenalties() {
  return useQuery(penaltiesQueryOptions());
}
