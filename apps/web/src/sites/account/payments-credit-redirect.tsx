import { Navigate, useLocation } from 'react-router';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';

/** Spec part 2 §2: /payments/credit goes to /payments/credit/added. */
export function Component() {
  const paths = usePaths();
  const location = useLocation();
  const target =
    toRouterPath(paths.account.payments.getHref('/credit/added')) ?? '/account/payments/credit/added';
  return <Navigate to={target.includes('?') ? target : `${target}${location.search}`} replace />;
}
