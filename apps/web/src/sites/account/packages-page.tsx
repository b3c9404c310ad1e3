import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { usePackages } from '@/features/packages/api/get-packages';
import { PackageCard } from '@/features/packages/components/package-card';
import { readSelectedVenue } from '@/features/venues/hooks/use-selected-venue';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { useSession } from '@/shell/session/session-context';
import { RequireSession } from './require-session';

/** Spec part 2 §2 Packages: the customer's packages with loading and error panels. */
function Packages() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const session = useSession();
  const packages = usePackages();
  // The packages on sale at the venue last chosen, or the venue chooser first.
  const venue = readSelectedVenue();
  const buyHref = venue ? paths.bookings.packages.getHref(venue) : paths.bookings.home.getHref();
  return (
    <section aria-labelledby="packages-heading" className="packages">
      <PageTitle title={t('packages.title')} />
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.account'), href: paths.account.dashboard.getHref() },
          { label: t('packages.title') },
        ]}
      />
      <header className="account-page__header">
        <h1 id="packages-heading">{t('packages.title')}</h1>
        {packages.data ? <p>{packages.data.length > 0 ? t('packages.intro') : t('packages.empty')}</p> : null}
        <p>
          <AppLink href={buyHref}>{t('packages.buy')}</AppLink>
        </p>
      </header>
      {packages.isPending ? <Spinner /> : null}
      {packages.isError ? (
        <ErrorState
          heading={t('packages.loadError')}
          onRetry={() => void packages.refetch()}
          retrying={packages.isFetching}
        />
      ) : null}
      {packages.data && packages.data.length > 0 ? (
        <ul className="card-list" aria-label={t('packages.listLabel')}>
          {packages.data.map((item) => (
            <PackageCard key={item.id} item={item} userId={session.user?.id ?? null} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function Component() {
  return (
    <RequireSession>
      <Packages />
    </RequireSession>
  );
}
