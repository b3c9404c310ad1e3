import type { JoinMembershipRequest, JoinMembershipResponse } from '@leisure/contracts/online-joining';
import { http } from '@/lib/http';

/**
 * POST /api/online-joining/memberships: the pending membership goes into the basket. The key is made once
 * per choice, so a retry after a lost answer finds what the first call made.
 */
export function joinMembership(
  body: JoinMembershipRequest,
  idempotencyKey: string,
): Promise<JoinMembershipResponse['data']> {
  return http<JoinMembershipResponse>('/api/online-joining/memberships', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  }).then((answer) => answer.data);
}
