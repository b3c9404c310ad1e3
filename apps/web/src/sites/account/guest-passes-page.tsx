import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { useClientConfig } from '@/features/client/api/get-client-config';
import { loadNamespaces } from '@/lib/i18n';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { queryOptionsAtStart } from '@/shell/session/query-options';
import { useSession } from '@/shell/session/session-context';
import { Component as AccountNotFound } from './account-not-found';
import type { GuestPassesView } from './guest-passes-view';
import { RequireSession } from './require-session';

export async function loader() {
  await loadNamespaces('guestPasses');
  return null;
}

type ViewName = 'list' | 'available' | 'details';

function viewOf(pathname: string): ViewName {
  if (/\/available-passes\/?$/.test(pathname)) return 'available';
  if (/\/pass-details\/[^/]+\/?$/.test(pathname)) return 'details';
  return 'list';
}

/**
 * Spec part 1 §2 Guest passes: the heading, 'Go back' (not when embedded) and, in place of the list, the
 * nested view of the address: the allowances with the send form, or one pass.
 */
function GuestPasses({ userId }: { userId: number }) {
  const { t } = useTranslation('guestPasses');
  const paths = usePaths();
  const { pathname } = useLocation();
  const view = viewOf(pathname);
  const list = paths.account.guestPasses.getHref();
  const titles = { list: t('title'), available: t('available.title'), details: t('details.title') };

  const crumbs: Crumb[] = [
    { label: t('breadcrumb.account', { ns: 'account' }), href: paths.account.dashboard.getHref() },
    view === 'list' ? { label: titles.list } : { label: titles.list, href: list },
    ...(view === 'list' ? [] : [{ label: titles[view] }]),
  ];
  const context: GuestPassesView = { userId };
  return (
    <section aria-labelledby="guest-passes-heading" className="guest-passes">
      <PageTitle title={titles[view]} />
      <Breadcrumbs items={crumbs} />
      <header className="account-page__header">
        {queryOptionsAtStart().embedded ? null : (
          <p>
            <AppLink href={view === 'list' ? paths.account.dashboard.getHref() : list}>{t('goBack')}</AppLink>
          </p>
        )}
        <h1 id="guest-passes-heading">{t('heading')}</h1>
      </header>
      <Outlet context={context} />
    </section>
  );
}

function GuestPassesIfEnabled() {
  const config = useClientConfig();
  const session = useSession();
  // Spec part 1 §2: with online guest passes off there is no such page.
  if (!config.onlineGuestPassesEnabled || !session.user) return <AccountNotFound />;
  return <GuestPasses userId={session.user.id} />;
}

export function Component() {
  return (
    <RequireSession>
      <GuestPassesIfEnabled />
    </RequireSession>
  );
}
