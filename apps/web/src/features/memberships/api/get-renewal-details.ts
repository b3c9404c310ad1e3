import type { RenewalDetails } from '@leisure/contracts/memberships';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { RenewalDetails };

/** GET /api/memberships/{id}/renew: what renewing the membership buys and costs (spec part 2 §3). */
export function getRenewalDetails(membershipId: number): Promise<RenewalDetails> {
  return http<{ data: RenewalDetails }>(`/api/memberships/${membershipId}/renew`).then((r) => r.data);
}

export const renewalDetailsQueryOptions = (membershipId: number) =>
  queryOptions({
    queryKey: ['memberships', membershipId, 'renewal'],
    queryFn: () => getRenewalDetails(membershipId),
    retry: false,
    // Dates and prices move with the day: each opening of the modal asks again.
    staleTime: 0,
    gcTime: 0,
  });

export function useRenewalDetails(membershipId: number) {
  return useQuery(renewalDetailsQueryOptions(membershipId));
}
