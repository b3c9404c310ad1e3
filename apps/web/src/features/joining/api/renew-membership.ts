import type { RenewalDetails } from '@leisure/contracts/memberships';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

const base = (membershipId: number) => `/api/memberships/${membershipId}/renew`;

/** GET /api/memberships/{id}/renew (spec part 2 §3 Renewal details): what renewing buys; 404 when none. */
export const renewalDetailsQueryOptions = (membershipId: number) =>
  queryOptions({
    queryKey: ['membership-renewal', membershipId],
    queryFn: () => http<{ data: RenewalDetails }>(base(membershipId)).then((r) => r.data),
    retry: false,
  });

/** POST /api/memberships/{id}/renew (spec part 2 §7): the renewal into the basket. A 422 names `membership`. */
export function renewMembership(membershipId: number): Promise<{ cartItemId: number }> {
  return http<{ data: { cartItemId: number } }>(base(membershipId), { method: 'POST' }).then((r) => r.data);
}
