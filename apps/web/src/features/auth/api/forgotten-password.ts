import type { forgottenPasswordRequest, messageResponse } from '@leisure/contracts/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

/**
 * POST auth/customer/forgotten-password (spec part 1 §7). The same answer for a known and an unknown
 * account; a 422 whose message begins 'Multiple' means one email has several accounts.
 */
export function requestPasswordReset(emailOrReference: string): Promise<z.infer<typeof messageResponse>> {
  return http<z.infer<typeof messageResponse>>('/api/auth/customer/forgotten-password', {
    method: 'POST',
    body: { emailOrReference } satisfies z.input<typeof forgottenPasswordRequest>,
  });
}

export function useForgottenPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
