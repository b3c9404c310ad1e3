import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { type WaitlistEntry, waitlistQueryKey } from './get-waitlist';

export type JoinWaitlistInput = {
  /** The session's id as the timetable gives it: opaque, sent back as it came. */
  occurrenceId: string;
  /** A family member linked to the customer; the customer when missing. */
  userId?: number;
};
export type JoinedWaitlist = { message?: string; data: WaitlistEntry };

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
