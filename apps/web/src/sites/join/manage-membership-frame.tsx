import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { type MembershipRouteState, toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { RequireSession } from '../account/require-session';

/** The route state the account's memberships list sends (spec part 2 §2), or null without it. */
export function routeStateOf(state: unknown): MembershipRouteState | null {
  if (!state || typeof state !== 'object') return null;
  if (!('fromPage' in state) && !('isChangeMembership' in state)) return null;
  const record = state as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    fromPage: text(record.fromPage),
    isChangeMembership: record.isChangeMembership === true,
    expiresAt: text(record.expiresAt),
    venue: text(record.venue),
  };
}

/** To an href of the paths module at once, in place of this page. */
function Leave({ href }: { href: string }) {
  const path = toRouterPath(href);
  useEffect(() => {
    if (path === null) window.location.replace(href);
  }, [path, href]);
  return path === null ? null : <Navigate to={path} replace />;
}

/**
 * The guard of the change and renew pages (spec part 2 §2): for a signed-in member (anyone else goes to
 * log in), reached from the account's memberships list with its route state (without it, back to that
 * list).
 */
export function ManageMembershipFrame({ children }: { children: ReactNode }) {
  const location = useLocation();
  const paths = usePaths();
  if (!routeStateOf(location.state)) return <Leave href={paths.account.memberships.getHref()} />;
  return <RequireSession>{children}</RequireSession>;
}

/** The page's title, and the back link 'Back to {fromPage or Memberships}' to the memberships list. */
export function ManageMembershipHeader({ title }: { title: string }) {
  const { t } = useTranslation('joining');
  const location = useLocation();
  const paths = usePaths();
  const fromPage = routeStateOf(location.state)?.fromPage ?? t('manage.memberships');
  return (
    <header className="joining__header">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <AppLink href={paths.account.memberships.getHref()}>{t('manage.back', { page: fromPage })}</AppLink>
    </header>
  );
}
