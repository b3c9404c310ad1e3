/**
 * The front desk's pages (/foh/): a staff session there shares the session cookie, but on a customer's calls
 * it is nobody (a 401, decision 052), so the customer's session machinery must not ask who is signed in there.
 */
export function isDeskPath(pathname: string): boolean {
  return pathname === '/foh' || pathname.startsWith('/foh/');
}
