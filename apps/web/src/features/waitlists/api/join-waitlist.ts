import type { ActivitySession } from '@leisure/contracts/activities';
import type { joinWaitlistBody, waitlistEntryMessageResponse } from '@leisure/contracts/waitlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';
import { waitlistQueryKey } from './get-waitlist';

type JoinWaitlistBody = z.input<typeof joinWaitlistBody>;
/**
 * `userId`: a family member linked to the customer; the customer when missing. `occurrenceId`: the
 * session's id as the timetable gives it, opaque text sent back as it came (the contract reads it as a
 * number from text, so its own input type is `unknown`).
 */
export type JoinWaitlistInput = Omit<JoinWaitlistBody, 'occurrenceId'> & {
  occurrenceId: ActivitySession['id'] & JoinWaitlistBody['occurrenceId'];
};
export type JoinedWaitlist = z.infer<typeof waitlistEntryMessageResponse>;

/** POST /api/my-account/waitlist: join a full session's queue. */
export function joinWaitlist(input: JoinWaitlistInput): Promise<JoinedWaitlist> {
  return http<JoinedWaitlist>('/api/my-account/waitlist', { method: 'POST', body: input });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['activities'] });
      void queryClient.invalidateQueries({ queryKey: waitlistQueryKey });
    },
  });
}
