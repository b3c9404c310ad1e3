import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { WaiverList } from '@/features/waivers/components/waiver-list';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { RequireSession } from './require-session';

function Waivers() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  return (
    <section aria-labelledby="waivers-heading">
      <PageTitle title={t('waivers.title')} />
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.account'), href: paths.account.dashboard.getHref() },
          { label: t('details.title'), href: paths.account.userDetails.getHref() },
          { label: t('waivers.title') },
        ]}
      />
      <header className="account-page__header">
        <h1 id="waivers-heading">{t('waivers.heading')}</h1>
      </header>
      <WaiverList hrefOf={(slug) => paths.account.waiver.getHref(slug)} />
    </section>
  );
}

/** The waiver list of spec part 1 §2, at /user-details/waivers. */
export function Component() {
  return (
    <RequireSession>
      <Waivers />
    </RequireSession>
  );
}
