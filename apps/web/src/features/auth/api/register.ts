import type { onboardingTypeQuery, registerRequest, registerResponse } from '@leisure/contracts/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { holdToken } from '@/lib/auth-token';
import { http } from '@/lib/http';

type RegisterRequest = z.input<typeof registerRequest>;
type OnboardingType = z.infer<typeof onboardingTypeQuery>['onboardingType'];
type Registered = z.infer<typeof registerResponse>;

/**
 * The operator's field list decides which of the request's properties the form sends, so the body is open;
 * the ones the page sets itself are named from the contract.
 */
export type RegisterBody = Record<string, unknown> &
  Pick<RegisterRequest, 'clientId' | 'source' | 'terms' | 'answers'>;

/**
 * POST auth/customer/register?onboarding_type=customer_account_online (spec part 1 §7). A 201 sets the
 * session cookies and carries the token, which is stored (spec part 1 §4 "Account creation").
 */
export async function register(
  body: RegisterBody,
  onboardingType: OnboardingType = 'customer_account_online',
): Promise<Registered['data']> {
  const query = { onboardingType } satisfies z.input<typeof onboardingTypeQuery>;
  const answer = await http<Registered>('/api/auth/customer/register', { method: 'POST', query, body });
  holdToken(answer.token);
  return answer.data;
}

/** Joining asks for the membership-purchase fields (spec part 2 §2 Your details step). */
export function useRegister(onboardingType: OnboardingType = 'customer_account_online') {
  return useMutation({ mutationFn: (body: RegisterBody) => register(body, onboardingType) });
}
