import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';

/** The bookings sub-site, mounted at / (ARCHITECTURE.md, "Where the sub-sites live"). */
export const bookingsRoutes: RouteObject = {
  path: '/',
  lazy: lazyRoute(() => import('./bookings-layout')),
  children: [
    { index: true, lazy: lazyRoute(() => import('./venue-chooser-page')) },
    { path: 'redirect-to-selected-venue', lazy: lazyRoute(() => import('./redirect-to-selected-venue')) },
    { path: '*', lazy: lazyRoute(() => import('./bookings-not-found')) },
  ],
};
