import { Navigate } from 'react-router';
import { useSelectedVenue } from '@/features/venues/hooks/use-selected-venue';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { queryOptionsAtStart } from '@/shell/session/query-options';

/**
 * 'Book an activity': the selected venue's timetable, or the venue chooser when none is chosen. A kiosk
 * stands in one centre: it goes to that centre's timetable, whatever venue an earlier customer chose.
 */
export function Component() {
  const paths = usePaths();
  const selected = useSelectedVenue();
  const { kiosk, centre } = queryOptionsAtStart();
  const venue = (kiosk ? centre : null) ?? selected;
  const href = venue ? paths.bookings.venue.getHref(venue) : paths.bookings.home.getHref();
  return <Navigate to={toRouterPath(href) ?? '/'} replace />;
}
