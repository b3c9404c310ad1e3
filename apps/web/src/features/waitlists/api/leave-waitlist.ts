import type { waitlistEntryMessageResponse } from '@leisure/contracts/waitlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';
import { waitlistQueryKey } from './get-waitlist';

export type LeftWaitlist = z.infer<typeof waitlistEntryMessageResponse>;

/** DELETE /api/my-account/waitlist/{waitlistId}: leave the queue. */
export function leaveWaitlist(id: number): Promise<LeftWaitlist> {
  return http<LeftWaitlist>(`/api/my-account/waitlist/${id}`, { method: 'DELETE' });
}

/** Spec part 1 §4: a 200 reloads the waitlist; the timetable's 'On waitlist' goes too. */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const answer = await leaveWaitlist(id);
      void queryClient.invalidateQueries({ queryKey: ['activities'] });
      await queryClient.invalidateQueries({ queryKey: waitlistQueryKey });
      return answer;
    },
  });
}
