import { csrfCookie } from '@leisure/contracts/session-cookies';
import { readCookie } from '@/lib/cookies';

/** Signed in iff the readable companion cookie of the session exists (ARCHITECTURE, security model). */
export function hasSessionCookie(): boolean {
  return readCookie(csrfCookie) !== null;
}

/**
 * The front desk's pages (/foh/): a staff session there shares the cookies, but on a customer's calls it is
 * nobody (a 401, decision 052), so the customer's session machinery must not ask who is signed in there.
 */
export function isDeskPath(pathname: string): boolean {
  return pathname === '/foh' || pathname.startsWith('/foh/');
}
