import dayjs from 'dayjs';
import { Navigate, useParams } from 'react-router';
import { dateFormats } from '@/lib/date';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';

/**
 * /location/{venue}/{activity}: that activity's (or category's) timetable today. Open data links a series
 * here, since its item is sent again only when it changes and a dated link would soon point to the past.
 */
export function Component() {
  const { venue = '', activity = '' } = useParams();
  const href = usePaths().bookings.timetable.getHref(venue, activity, dayjs().format(dateFormats.wire));
  return <Navigate to={toRouterPath(href) ?? '/'} replace />;
}
