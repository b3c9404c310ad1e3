import type { acceptOfferResponse } from '@leisure/contracts/waitlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';
import { waitlistQueryKey } from './get-waitlist';

export type AcceptedOffer = z.infer<typeof acceptOfferResponse>;

/**
 * POST /api/my-account/waitlist/{waitlistId}/accept: a free place is booked at once ('booked'); a
 * priced one goes into the basket, still held, to be paid for at checkout ('basket').
 */
export function acceptOffer(id: number): Promise<AcceptedOffer> {
  return http<AcceptedOffer>(`/api/my-account/waitlist/${id}/accept`, { method: 'POST' });
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSettled: () => {
      for (const queryKey of [waitlistQueryKey, ['cart'], ['bookings'], ['activities'], ['auth', 'user']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
