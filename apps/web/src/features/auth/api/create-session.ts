import type { sessionRequest } from '@leisure/contracts/auth';
import type { z } from 'zod';
import { http } from '@/lib/http';

/** Exchanges a token handed over in the address (?token=) for the cookie session (spec part 1 §4). */
export function createSession(token: string): Promise<void> {
  return http<void>('/api/auth/session', {
    method: 'POST',
    body: { token } satisfies z.input<typeof sessionRequest>,
    allow401: true,
  });
}
