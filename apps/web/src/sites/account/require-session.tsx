import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { isSafeRedirect, toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { useSession } from '@/shell/session/session-context';

/** Protected pages send anonymous visitors to /login?redirect={path}{query} (spec part 1 §2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const paths = usePaths();
  if (session.status === 'loading') return <Spinner />;
  if (session.leaving) return null;
  if (session.status === 'anonymous') {
    // A spent or refused hand-off code (decision 054) must not ride on into the login page's address.
    const search = new URLSearchParams(location.search);
    search.delete('token');
    const query = search.toString();
    const href = paths.account.login.getHref(`${location.pathname}${query ? `?${query}` : ''}`);
    return <Navigate to={toRouterPath(href) ?? '/account/login'} replace />;
  }
  return children;
}

/** Login, register and reset are for signed-out visitors: the others go to redirect or home. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  const paths = usePaths();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-in') {
    const redirect = params.get('redirect');
    const target = isSafeRedirect(redirect) ? redirect : toRouterPath(paths.account.dashboard.getHref());
    return <Navigate to={target ?? '/account/'} replace />;
  }
  return children;
}
