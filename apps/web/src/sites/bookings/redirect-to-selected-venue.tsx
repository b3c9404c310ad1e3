import { Navigate } from 'react-router';
import { useSelectedVenue } from '@/features/venues/hooks/use-selected-venue';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';

/** 'Book an activity': the selected venue's timetable, or the venue chooser when none is chosen. */
export function Component() {
  const paths = usePaths();
  const venue = useSelectedVenue();
  const href = venue ? paths.bookings.venue.getHref(venue) : paths.bookings.home.getHref();
  return <Navigate to={toRouterPath(href) ?? '/'} replace />;
}
