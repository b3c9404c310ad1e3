import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { usePackageOffers } from '@/features/packages/api/get-package-offers';
import { PackageOfferCard } from '@/features/packages/components/package-offer-card';
import { useVenue } from '@/features/venues/api/get-venue';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { useAddToBasket } from './use-add-to-basket';

/** /location/{venue}/packages: the packages on sale at a venue, each with 'Add to basket' (signed in). */
export function Component() {
  const { t } = useTranslation('bookings');
  const { venue = '' } = useParams();
  const paths = usePaths();
  const place = useVenue(venue);
  const offers = usePackageOffers(place.data?.id ?? null);
  const { addToBasket, adding, loginModal } = useAddToBasket();
  const heading = t('packages.heading', { venue: place.data?.name ?? venue });
  return (
    <section className="packages" aria-labelledby="packages-heading">
      <PageTitle title={heading} venue={place.data?.name} />
      <h1 id="packages-heading">{heading}</h1>
      <p>
        <AppLink href={paths.bookings.venue.getHref(venue)}>{t('packages.backToTimetable')}</AppLink>
      </p>
      {place.isPending || (place.data && offers.isPending) ? <Spinner /> : null}
      {place.isError || offers.isError ? (
        <ErrorState
          heading={t('packages.loadError')}
          onRetry={() => void (place.isError ? place.refetch() : offers.refetch())}
          retrying={place.isFetching || offers.isFetching}
        />
      ) : null}
      {offers.data && offers.data.length === 0 ? <EmptyState heading={t('packages.none')} /> : null}
      {offers.data && offers.data.length > 0 ? (
        <ul className="card-list" aria-label={t('packages.listLabel')}>
          {offers.data.map((offer) => (
            <PackageOfferCard
              key={offer.id}
              offer={offer}
              adding={adding !== null}
              onAdd={(chosen) =>
                void addToBasket(
                  { allowsAnonymousBookings: false },
                  { id: String(chosen.id), type: 'package' },
                )
              }
            />
          ))}
        </ul>
      ) : null}
      {loginModal}
    </section>
  );
}
