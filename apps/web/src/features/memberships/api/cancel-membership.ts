import type { CancelInfo, CancelResult, OutstandingPenalty } from '@leisure/contracts/membership-cancel';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { membershipsQueryKey } from './get-memberships';

export type { CancelInfo, CancelResult, OutstandingPenalty };

/** GET /api/memberships/{id}/cancel: the notice, the final dates and the debts in the way (spec part 2 §3). */
export function getCancelInfo(membershipId: number): Promise<CancelInfo> {
  return http<{ data: CancelInfo }>(`/api/memberships/${membershipId}/cancel`).then((r) => r.data);
}

export const cancelInfoQueryOptions = (membershipId: number) =>
  queryOptions({
    queryKey: ['memberships', membershipId, 'cancel'],
    queryFn: () => getCancelInfo(membershipId),
    retry: false,
    // The dates move with the day and the debts with payments: each opening of the modal asks again.
    staleTime: 0,
    gcTime: 0,
  });

export function useCancelInfo(membershipId: number) {
  return useQuery(cancelInfoQueryOptions(membershipId));
}

/** POST /api/memberships/{id}/cancel: 200 is cancelled; the memberships list reloads (spec part 2 §4). */
export function useCancelMembership(membershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http<{ data: CancelResult }>(`/api/memberships/${membershipId}/cancel`, { method: 'POST' }).then(
        (r) => r.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipsQueryKey }),
  });
}

/**
 * 'Pay debt and cancel membership': the holder's fees into the basket, the cancellation waiting for the
 * order that pays them. The basket and the header's count are read again before the checkout opens.
 */
export function usePayDebtsAndCancel(membershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http<{ data: { cartItemIds: number[] } }>(`/api/memberships/${membershipId}/cancel/pay-debts`, {
        method: 'POST',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'user'] }),
      ]),
  });
}
