import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { useClientConfig } from '@/features/client/api/get-client-config';
import { loadNamespaces } from '@/lib/i18n';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { RequireSession } from './require-session';
import '@/components/ui/tabs.css';
import './payments-pages.css';

export async function loader() {
  await loadNamespaces('payments');
  return null;
}

type Tab = 'summary' | 'credit' | 'orderHistory';

const pathOf = (href: string) => (toRouterPath(href) ?? href).split('?')[0] ?? '';

/**
 * The payments area's tabs (spec part 2 §2): Summary, Credit (only with credits enabled) and Order
 * history. Each tab is an address of its own, so the tabs are links, marked as the current page.
 */
function Payments() {
  const { t } = useTranslation('payments');
  const paths = usePaths();
  const config = useClientConfig();
  const { pathname } = useLocation();
  const tabs: { tab: Tab; href: string; section: string }[] = [
    {
      tab: 'summary',
      href: paths.account.payments.getHref(),
      section: pathOf(paths.account.payments.getHref()),
    },
    ...(config.creditsEnabled
      ? [
          {
            tab: 'credit' as const,
            href: paths.account.payments.getHref('/credit/added'),
            section: `${pathOf(paths.account.payments.getHref())}/credit`,
          },
        ]
      : []),
    {
      tab: 'orderHistory',
      href: paths.account.payments.getHref('/order-history'),
      section: pathOf(paths.account.payments.getHref('/order-history')),
    },
  ];
  const current =
    tabs.find(({ tab, section }) =>
      tab === 'summary' ? pathname.replace(/\/$/, '') === section : pathname.startsWith(section),
    )?.tab ?? 'summary';
  const title = current === 'summary' ? t('title') : t(`tabs.${current}`);

  return (
    <section aria-labelledby="payments-heading" className="payments">
      <PageTitle title={title} />
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.account', { ns: 'account' }), href: paths.account.dashboard.getHref() },
          current === 'summary'
            ? { label: t('title') }
            : { label: t('title'), href: paths.account.payments.getHref() },
          ...(current === 'summary' ? [] : [{ label: t(`tabs.${current}`) }]),
        ]}
      />
      <header className="account-page__header">
        <h1 id="payments-heading">{t('heading')}</h1>
      </header>
      <nav aria-label={t('tabsLabel')}>
        <ul className="tabs__list payments__tabs">
          {tabs.map(({ tab, href }) => (
            <li key={tab}>
              <AppLink
                href={href}
                className="tabs__tab"
                aria-current={tab === current ? 'page' : undefined}
                data-state={tab === current ? 'active' : undefined}
              >
                {t(`tabs.${tab}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="payments__panel">
        <Outlet />
      </div>
    </section>
  );
}

/** /payments and its tabs in my account. */
export function Component() {
  return (
    <RequireSession>
      <Payments />
    </RequireSession>
  );
}
