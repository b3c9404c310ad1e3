import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { isNotStaff, staffMeKey, useStaffMe } from '@/features/staff/api/get-staff-me';
import { HttpError } from '@/lib/http';
import { FohHeader } from './foh-header';
import { fohPaths } from './foh-paths';
import { HelpCallsRegion } from './help-calls-region';
import { IdleSignOut } from './idle-sign-out';
import { useStaffSignOut } from './use-staff-sign-out';
import './foh-layout.css';

/**
 * The desk's frame for every page but the login: only a member of staff past their second factor gets
 * in (a visitor, a customer's session or a half-finished sign-in goes to /foh/login), with the header,
 * the navigation and the idle sign-out around the page.
 */
export function Component() {
  const { t } = useTranslation('foh');
  const me = useStaffMe();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signOut = useStaffSignOut();

  if (me.isPending) return <FullPageSpinner />;
  if (me.isError) {
    if (isNotStaff(me.error)) {
      const refused = me.error instanceof HttpError && me.error.status === 403;
      return (
        <Navigate
          to={fohPaths.login(`${location.pathname}${location.search}`)}
          replace
          state={refused ? { refused: true } : null}
        />
      );
    }
    return (
      <ErrorState
        heading={t('errors.generic', { ns: 'common' })}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  }
  return (
    <div className="foh-site">
      <FohHeader me={me.data} onSignOut={() => void signOut()} />
      <div className="foh-site__page">
        <HelpCallsRegion me={me.data} />
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </div>
      <IdleSignOut
        timeoutSeconds={me.data.idleTimeoutSeconds}
        onSignOut={() => void signOut('idle')}
        // Staying is activity the server must see too: its own idle clock is the session's last call.
        onStay={() => void queryClient.invalidateQueries({ queryKey: staffMeKey })}
      />
    </div>
  );
}
