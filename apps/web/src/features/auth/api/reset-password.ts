import type {
  resetPasswordRequest,
  resetPasswordResponse,
  resetTokenRequest,
} from '@leisure/contracts/account';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { holdToken } from '@/lib/auth-token';
import { http } from '@/lib/http';

/** POST auth/password-reset/validate: 200 for a live token, 403 for an unknown, used or expired one. */
export function validateResetToken(token: string): Promise<true> {
  return http<unknown>('/api/auth/password-reset/validate', {
    method: 'POST',
    body: { token } satisfies z.input<typeof resetTokenRequest>,
    allow401: true,
  }).then(() => true);
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => validateResetToken(token),
    // A token is checked once per visit of the page: it is single-use, a cached "valid" would lie.
    gcTime: 0,
    staleTime: 0,
  });

export function useResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}

export type ResetPasswordInput = z.input<typeof resetPasswordRequest>;
/** An activation answers with a session token (the customer is signed in); a reset does not. */
export type ResetPasswordAnswer = z.infer<typeof resetPasswordResponse>;

export async function resetPassword(input: ResetPasswordInput): Promise<ResetPasswordAnswer> {
  const answer = await http<ResetPasswordAnswer>('/api/auth/password-reset', {
    method: 'POST',
    body: input,
    allow401: true,
  });
  if (answer.token) holdToken(answer.token);
  return answer;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
