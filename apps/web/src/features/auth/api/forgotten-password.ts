import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/**
 * POST auth/customer/forgotten-password (spec part 1 §7). The same answer for a known and an unknown
 * account; a 422 whose message begins 'Multiple' means one email has several accounts.
 */
export function requestPasswordReset(emailOrReference: string): Promise<{ message: string }> {
  return http<{ message: string }>('/api/auth/customer/forgotten-password', {
    method: 'POST',
    body: { emailOrReference },
  });
}

export function useForgottenPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
