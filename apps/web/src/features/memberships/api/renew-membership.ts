import type { renewResponse } from '@leisure/contracts/memberships';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

type RenewAnswer = z.infer<typeof renewResponse>;

/** POST /api/memberships/{id}/renew: puts the renewal in the basket; a second call adds no second line. */
export function renewMembership(membershipId: number): Promise<RenewAnswer> {
  return http<RenewAnswer>(`/api/memberships/${membershipId}/renew`, { method: 'POST' });
}

/**
 * Spec part 2 §4 Renew: add to the basket, then the checkout. The basket and the header's count are read
 * again before the mutation settles, so the checkout opens on the basket that holds the renewal.
 */
export function useRenewMembership(membershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewMembership(membershipId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'user'] }),
      ]),
  });
}
