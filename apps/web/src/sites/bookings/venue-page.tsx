import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useVenueCategories } from '@/features/activities/api/get-venue-categories';
import { dateFormats } from '@/lib/date';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';

/** /location/{venue}: the venue's first category, today. */
export function Component() {
  const { t } = useTranslation('bookings');
  const { venue = '' } = useParams();
  const paths = usePaths();
  const categories = useVenueCategories(venue);
  if (categories.isPending) return <Spinner />;
  if (categories.isError) return <p role="alert">{t('timetable.loadError')}</p>;
  const first = categories.data[0];
  if (!first) return <p>{t('timetable.noCategories')}</p>;
  const href = paths.bookings.timetable.getHref(venue, first.slug, dayjs().format(dateFormats.wire));
  return <Navigate to={toRouterPath(href) ?? '/'} replace />;
}
