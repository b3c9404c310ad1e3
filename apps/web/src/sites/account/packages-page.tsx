import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { usePackages } from '@/features/packages/api/get-packages';
import { PackageCard } from '@/features/packages/components/package-card';
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
        <ul className="packages__list" aria-label={t('packages.listLabel')}>
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
