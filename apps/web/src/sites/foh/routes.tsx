import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The desk's pages behind the staff guard (foh-layout.tsx), each its own chunk fetched with its words.
 * Pages of the desk add their route here, and their navigation entry to foh-nav-links.ts.
 */
export const fohDeskRoutes: RouteObject[] = [
  { index: true, element: lazyPage(() => import('./customers-page'), 'foh') },
  { path: 'customers/:customerId', element: lazyPage(() => import('./customer-page'), 'foh') },
  { path: 'customers/:customerId/sell', element: lazyPage(() => import('./sell-page'), 'foh') },
  { path: 'orders/:orderId/receipt', element: lazyPage(() => import('./receipt-page'), 'foh') },
  { path: 'takings', element: lazyPage(() => import('./takings-page'), 'fohOffice') },
  { path: 'queues', element: lazyPage(() => import('./queues-page'), 'fohOffice') },
  { path: 'guest-passes', element: lazyPage(() => import('./redeem-page'), 'fohOffice') },
  { path: 'kiosks', element: lazyPage(() => import('./kiosks-page'), 'fohOffice') },
  { path: 'audit', element: lazyPage(() => import('./audit-page'), 'fohOffice') },
];

/** Under /foh/: the staff sign-in, then the desk. */
export const fohRouteTree: RouteObject[] = [
  { path: 'login', element: lazyPage(() => import('./login-page'), 'foh') },
  {
    element: lazyPage(() => import('./foh-layout'), 'foh', 'fohOffice'),
    children: [...fohDeskRoutes, { path: '*', element: lazyPage(() => import('./foh-not-found'), 'foh') }],
  },
];
