import type { handoffExchangeRequest } from '@leisure/contracts/foh-kiosk';
import type { z } from 'zod';
import { http } from '@/lib/http';

/**
 * Exchanges a hand-off code from the address (?token=) once for the customer's embedded session, set as
 * the cookie session (spec part 1 §4; decision 054). Answers the session's token, which the bearer mode
 * of development holds in place of the cookie; an ordinary session token is refused.
 */
export async function createSession(code: string): Promise<string> {
  const answer = await http<{ token: string }>('/api/auth/handoff', {
    method: 'POST',
    body: { code } satisfies z.input<typeof handoffExchangeRequest>,
    allow401: true,
  });
  return answer.token;
}
