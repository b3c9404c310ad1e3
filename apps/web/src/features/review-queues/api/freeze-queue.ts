import type { StaffFreeze } from '@leisure/contracts/membership-freezes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { StaffFreeze };

/** Under 'foh', so a staff sign-out forgets them. */
export const freezeQueueKey = ['foh', 'review-queues', 'freezes'] as const;

/** GET /api/staff/freezes: requests waiting for approval, oldest first. */
export const freezeQueueQueryOptions = () =>
  queryOptions({
    queryKey: freezeQueueKey,
    queryFn: () =>
      http<{ data: StaffFreeze[] }>('/api/staff/freezes', { query: { status: 'pending_approval' } }).then(
        (r) => r.data,
      ),
  });

export const useFreezeQueue = () => useQuery(freezeQueueQueryOptions());

export type FreezeDecision =
  | { id: number; decision: 'approve' }
  | { id: number; decision: 'reject'; reason: string };

/** POST /api/staff/freezes/{id}/approve or …/reject {reason}; the queue loads again either way. */
export function decideFreeze(input: FreezeDecision): Promise<unknown> {
  return http(`/api/staff/freezes/${input.id}/${input.decision}`, {
    method: 'POST',
    body: input.decision === 'reject' ? { reason: input.reason } : {},
  });
}

export function useDecideFreeze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideFreeze,
    // A 409 (someone else decided it first) also leaves the queue stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: freezeQueueKey }),
  });
}
