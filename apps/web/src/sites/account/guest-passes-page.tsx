import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { useClientConfig } from '@/features/client/api/get-client-config';
import { loadNamespaces } from '@/lib/i18n';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { queryOptionsAtStart } from '@/shell/session/query-options';
import { useSession } from '@/shell/session/session-context';
import { Component as AccountNotFound } from './account-not-found';
import { AvailablePasses } from './guest-passes-available';
import { GuestPassDetails } from './guest-passes-details';
import { GuestPassesList } from './guest-passes-list';
import { RequireSession } from './require-session';

export async function loader() {
  await loadNamespaces('guestPasses');
  return null;
}

type View = { name: 'list' } | { name: 'available' } | { name: 'details'; passId: string };

/**
 * The view the address names under the page's own path (`guest-passes/*`). Read here rather than by
 * nested routes, which would bring the router's <Routes> into the app's first chunk for this page alone.
 */
function viewOf(pathname: string): View | null {
  const rest = /\/guest-passes(\/.*)?$/.exec(pathname)?.[1]?.replace(/\/$/, '') ?? '';
  if (rest === '') return { name: 'list' };
  if (rest === '/available-passes') return { name: 'available' };
  const details = /^\/pass-details\/([^/]+)$/.exec(rest);
  return details?.[1] ? { name: 'details', passId: decodeURIComponent(details[1]) } : null;
}

/**
 * Spec part 1 §2 Guest passes: the heading, 'Go back' (not when embedded) and, in place of the list, the
 * nested view of the address: the allowances with the send form, or one pass.
 */
function GuestPasses({ userId }: { userId: number }) {
  const { t } = useTranslation('guestPasses');
  const paths = usePaths();
  const { pathname } = useLocation();
  const match = viewOf(pathname);
  if (!match) return <AccountNotFound />;
  const view = match.name;
  const list = paths.account.guestPasses.getHref();
  const titles = { list: t('title'), available: t('available.title'), details: t('details.title') };

  const crumbs: Crumb[] = [
    { label: t('breadcrumb.account', { ns: 'account' }), href: paths.account.dashboard.getHref() },
    view === 'list' ? { label: titles.list } : { label: titles.list, href: list },
    ...(view === 'list' ? [] : [{ label: titles[view] }]),
  ];
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
      {match.name === 'list' ? <GuestPassesList userId={userId} /> : null}
      {match.name === 'available' ? <AvailablePasses userId={userId} /> : null}
      {match.name === 'details' ? <GuestPassDetails userId={userId} passId={match.passId} /> : null}
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
