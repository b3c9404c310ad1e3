import type { SendGuestPassRequest } from '@leisure/contracts/guest-passes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { type GuestPass, guestPassesPath, guestPassesQueryKey } from './get-guest-passes';

export type SendGuestPassInput = SendGuestPassRequest & {
  userId: number;
  /** One per attempt: a send repeated after a lost answer spends no second use. */
  idempotencyKey: string;
};

/** POST v1/users/{id}/guestPasses: one use of an allowance becomes a pass emailed to the guest. */
export function sendGuestPass({ userId, idempotencyKey, ...body }: SendGuestPassInput): Promise<GuestPass> {
  return http<{ data: GuestPass }>(guestPassesPath(userId), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  }).then((r) => r.data);
}

/** Spec part 1 §4: after a send the pass list and the allowances load again. */
export function useSendGuestPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGuestPass,
    onSuccess: (_pass, input) =>
      queryClient.invalidateQueries({ queryKey: guestPassesQueryKey(input.userId) }),
  });
}
