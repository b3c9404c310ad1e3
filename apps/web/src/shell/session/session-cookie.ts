import { csrfCookie } from '@leisure/contracts/session-cookies';
import { readCookie } from '@/lib/cookies';

/** Signed in iff the readable companion cookie of the session exists (ARCHITECTURE, security model). */
export function hasSessionCookie(): boolean {
  return readCookie(csrfCookie) !== null;
}

export { isDeskPath } from '@/lib/desk-path';
