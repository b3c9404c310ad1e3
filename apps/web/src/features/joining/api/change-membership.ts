import type {
  ChangeCosts,
  ChangeOptions,
  ChangeRequest,
  ChangeResponse,
} from '@leisure/contracts/memberships';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

const base = (membershipId: number) => `/api/memberships/${membershipId}/change`;

/**
 * GET /api/memberships/{id}/change (spec part 2 §7): the types a member may change to, paid the way the
 * current one is, and the current membership. 404 when it is not theirs, 403 when it cannot change.
 */
export const changeOptionsQueryOptions = (membershipId: number) =>
  queryOptions({
    queryKey: ['membership-change', membershipId],
    queryFn: () => http<{ data: ChangeOptions }>(base(membershipId)).then((r) => r.data),
    retry: false,
  });

/**
 * GET /api/memberships/{id}/change/{paymentOptionId}?startsAt= (spec part 2 §3 Change costs): what the
 * change costs from that day, and the days it may start; without a day, from the earliest.
 */
export const changeCostsQueryOptions = (
  membershipId: number,
  paymentOptionId: number,
  startsAt: string | null,
) =>
  queryOptions({
    queryKey: ['membership-change-costs', membershipId, paymentOptionId, startsAt],
    queryFn: () =>
      http<{ data: ChangeCosts }>(`${base(membershipId)}/${paymentOptionId}`, {
        query: { startsAt },
      }).then((r) => r.data),
    staleTime: 60_000,
  });

/**
 * POST /api/memberships/{id}/change: the new membership, in the basket to pay (cartItemId) or, with
 * nothing to pay, made at once (orderId). A 422 names `startsAt` or `paymentOptionId`. The key is made
 * once per choice, so a retry after a lost answer finds the change the first call made.
 */
export function changeMembership(
  membershipId: number,
  body: ChangeRequest,
  idempotencyKey: string,
): Promise<ChangeResponse['data']> {
  return http<ChangeResponse>(base(membershipId), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  }).then((r) => r.data);
}
