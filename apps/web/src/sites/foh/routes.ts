import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';

/**
 * The desk's pages behind the staff guard (foh-layout.tsx), each its own chunk. Pages of the desk add
 * their routes here, and their navigation entry to foh-nav-links.ts.
 */
export const fohDeskRoutes: RouteObject[] = [
  { index: true, lazy: lazyRoute(() => import('./customers-page'), 'foh') },
  { path: 'customers/:customerId', lazy: lazyRoute(() => import('./customer-page'), 'foh') },
  { path: 'customers/:customerId/sell', lazy: lazyRoute(() => import('./sell-page'), 'foh') },
  { path: 'orders/:orderId/receipt', lazy: lazyRoute(() => import('./receipt-page'), 'foh') },
  { path: 'takings', lazy: lazyRoute(() => import('./takings-page'), 'fohOffice') },
  { path: 'queues', lazy: lazyRoute(() => import('./queues-page'), 'fohOffice') },
  { path: 'guest-passes', lazy: lazyRoute(() => import('./redeem-page'), 'fohOffice') },
  { path: 'kiosks', lazy: lazyRoute(() => import('./kiosks-page'), 'fohOffice') },
  { path: 'audit', lazy: lazyRoute(() => import('./audit-page'), 'fohOffice') },
];

/** The front-of-house sub-site, mounted at /foh: the staff sign-in, then the desk. */
export const fohRoutes: RouteObject = {
  path: '/foh',
  children: [
    { path: 'login', lazy: lazyRoute(() => import('./login-page'), 'foh') },
    {
      lazy: lazyRoute(() => import('./foh-layout'), 'foh', 'fohOffice'),
      children: [...fohDeskRoutes, { path: '*', lazy: lazyRoute(() => import('./foh-not-found')) }],
    },
  ],
};
