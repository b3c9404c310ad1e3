import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { clientQueryOptions } from '@/features/client/api/get-client';
import { clientConfigQueryOptions } from '@/features/client/api/get-client-config';
import { useTheme } from '@/features/theme/api/get-theme';
import { useSelectedVenue } from '@/features/venues/hooks/use-selected-venue';
import { HttpError } from '@/lib/http';
import { createPaths } from '@/lib/paths';
import { PathsContext } from '@/lib/paths-context';
import { KioskProvider } from './kiosk/kiosk-provider';
import { AppLayout } from './layout/app-layout';
import { ErrorPage } from './pages/error-page';
import { MaintenancePage } from './pages/maintenance-page';
import { NotFoundPage } from './pages/not-found-page';
import { Standalone } from './pages/status-page';
import { queryOptionsAtStart } from './session/query-options';
import { isDeskPath } from './session/session-cookie';
import { SessionProvider } from './session/session-provider';
import { loadThemeFonts } from './theme/theme-fonts';
import { applyTheme } from './theme/theme-variables';
import { themeVenueFor } from './theme/theme-venue';

/**
 * The shell every sub-site shares: the operator, its config and the venue's theme are loaded first;
 * then the session, the kiosk timer and the page frame around the current route.
 */
export function AppShell() {
  const [options] = useState(queryOptionsAtStart);
  const selectedVenue = useSelectedVenue();
  const { pathname } = useLocation();
  const themeVenue = themeVenueFor(pathname, selectedVenue, options);
  // Started with the app (boot-queries.ts): a call that failed then shows its page here, not a second try.
  const client = useQuery({ ...clientQueryOptions(), retryOnMount: false });
  const config = useQuery({ ...clientConfigQueryOptions(), retryOnMount: false });
  const theme = useTheme(themeVenue, { retryOnMount: false });

  useLayoutEffect(() => {
    if (!theme.data) return;
    applyTheme(theme.data);
    loadThemeFonts([theme.data.themeAppBodyFontStyle, theme.data.themeAppHeadingFontStyle]);
  }, [theme.data]);

  const paths = useMemo(
    () =>
      config.data
        ? createPaths({ urls: config.data.urls, kiosk: options.kiosk, centre: options.centre })
        : null,
    [config.data, options],
  );

  // Spec part 1 §8: a failed client call shows the not-found page; a theme 503 the maintenance page.
  if (client.isError) return <Standalone>{<NotFoundPage breadcrumb={false} />}</Standalone>;
  if (theme.isError && !theme.data) {
    const maintenance = theme.error instanceof HttpError && theme.error.status === 503;
    return <Standalone>{maintenance ? <MaintenancePage /> : <ErrorPage reload />}</Standalone>;
  }
  // A first call that failed (a network blip) is worth another go: the error page offers a reload.
  if (config.isError) return <Standalone>{<ErrorPage reload />}</Standalone>;
  if (!client.data || !config.data || !theme.data || !paths) {
    return (
      <Standalone>
        <FullPageSpinner />
      </Standalone>
    );
  }

  // The front desk (/foh/) draws its own header: the customer's menu, basket and footer are not for staff.
  const desk = isDeskPath(pathname);
  const chrome = options.kiosk ? 'kiosk' : options.embedded || desk ? 'none' : 'full';
  return (
    <PathsContext.Provider value={paths}>
      <SessionProvider>
        <KioskProvider enabled={options.kiosk}>
          <AppLayout
            appName={config.data.name}
            logo={theme.data.themeAppLogo}
            venue={themeVenue}
            chrome={chrome}
          />
        </KioskProvider>
      </SessionProvider>
    </PathsContext.Provider>
  );
}
