import { Navigate, useLocation } from 'react-router';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';

/** Spec part 1 §2: /bookings without a filter goes to /bookings/upcoming. */
export function Component() {
  const paths = usePaths();
  const location = useLocation();
  const target = toRouterPath(paths.account.bookings.getHref('upcoming')) ?? '/account/bookings/upcoming';
  // The query (kiosk flags) is kept by the paths module; anything else the visitor sent is kept too.
  return <Navigate to={target.includes('?') ? target : `${target}${location.search}`} replace />;
}
