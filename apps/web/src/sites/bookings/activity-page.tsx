import dayjs from 'dayjs';
import { Navigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useVenueCategories } from '@/features/activities/api/get-venue-categories';
import { dateFormats } from '@/lib/date';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { resolveTimetableTarget } from './use-timetable-params';

/**
 * /location/{venue}/{activity}: that activity's timetable today. Open data links a series here, since its
 * item is sent again only when it changes and a dated link would soon point to the past. An activity opens
 * as its category's timetable filtered to it, whose calls the page makes first; a category opens as itself.
 */
export function Component() {
  const { venue = '', activity = '' } = useParams();
  const paths = usePaths();
  const categories = useVenueCategories(venue);
  if (categories.isPending) return <Spinner />;
  const today = dayjs().format(dateFormats.wire);
  const target = categories.data ? resolveTimetableTarget(categories.data, activity) : null;
  // An unknown slug, or categories that could not be read, go to the timetable's address, which says so.
  const href =
    target?.kind === 'activity'
      ? `${paths.bookings.timetable.getHref(venue, target.category.slug, today)}?activity=${encodeURIComponent(activity)}`
      : paths.bookings.timetable.getHref(venue, activity, today);
  return <Navigate to={toRouterPath(href) ?? '/'} replace />;
}
