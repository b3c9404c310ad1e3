import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useVenues } from '@/features/venues/api/get-venues';
import { VenueLinks } from '@/features/venues/components/venue-links';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';

/** The joining site's home: every centre, each linking to its joining page. */
export function Component() {
  const { t } = useTranslation('joining');
  const paths = usePaths();
  const venues = useVenues();
  return (
    <section aria-labelledby="centres-heading">
      <PageTitle title={t('centres.title')} />
      <h1 id="centres-heading">{t('centres.heading')}</h1>
      <p>{t('centres.intro')}</p>
      {venues.isPending ? <Spinner /> : null}
      {venues.isError ? <p role="alert">{t('centres.loadError')}</p> : null}
      {venues.data ? (
        <VenueLinks
          venues={venues.data}
          hrefOf={(venue) => paths.join.centre.getHref(venue.slug)}
          emptyLabel={t('centres.empty')}
        />
      ) : null}
    </section>
  );
}
