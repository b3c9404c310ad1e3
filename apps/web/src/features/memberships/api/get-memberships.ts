import type { AccountMembership } from '@leisure/contracts/memberships';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { AccountMembership };

/** GET /api/my-account/user/memberships: the customer's memberships and those of their linked users. */
export function getMemberships(): Promise<AccountMembership[]> {
  return http<{ data: AccountMembership[] }>('/api/my-account/user/memberships').then((r) => r.data);
}

/**
 * Under 'my-account': a completed order (a renewal paid at the checkout) reads the account again, this
 * list with it.
 */
export const membershipsQueryKey = ['my-account', 'memberships'] as const;

export const membershipsQueryOptions = () =>
  queryOptions({ queryKey: membershipsQueryKey, queryFn: getMemberships, retry: false });

export function useMemberships() {
  return useQuery(membershipsQueryOptions());
}
