import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AppShell } from '@/shell/app-shell';
import { RouteErrorPage } from '@/shell/pages/route-error-page';
import { accountRoutes } from '@/sites/account/routes';
import { bookingsRoutes } from '@/sites/bookings/routes';
import { contentRoutes } from '@/sites/content/routes';
import { uiGalleryRoutes } from '@/sites/dev-ui/routes';
import { fohRoutes } from '@/sites/foh/foh-entry';
import { joinRoutes } from '@/sites/join/routes';
import { kioskRoutes } from '@/sites/kiosk/routes';

/** One shell, four sub-sites on one origin; each sub-site's pages load when first visited. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [bookingsRoutes, accountRoutes, joinRoutes, kioskRoutes, fohRoutes, ...contentRoutes],
  },
  // Outside the shell: the gallery sets the theme it shows itself.
  ...uiGalleryRoutes(),
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
