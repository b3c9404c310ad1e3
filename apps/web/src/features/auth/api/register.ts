import { useMutation } from '@tanstack/react-query';
import { holdToken } from '@/lib/auth-token';
import { http } from '@/lib/http';

export type RegisterBody = Record<string, unknown> & {
  terms: number[];
  answers: { key: string; answer: string }[];
};

/**
 * POST auth/customer/register?onboarding_type=customer_account_online (spec part 1 §7). A 201 sets the
 * session cookies and carries the token, which is stored (spec part 1 §4 "Account creation").
 */
export async function register(body: RegisterBody): Promise<{ id: number; reference: string }> {
  const answer = await http<{ token: string; data: { id: number; reference: string } }>(
    '/api/auth/customer/register',
    { method: 'POST', query: { onboardingType: 'customer_account_online' }, body },
  );
  holdToken(answer.token);
  return answer.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
