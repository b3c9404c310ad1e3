import { Navigate } from 'react-router';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';

/** No venue pages yet: the selected venue's timetable arrives with the booking issue; home until then. */
export function Component() {
  const paths = usePaths();
  return <Navigate to={toRouterPath(paths.bookings.home.getHref()) ?? '/'} replace />;
}
