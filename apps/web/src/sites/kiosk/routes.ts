import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';

/** The kiosk home, mounted at /kiosk/ (used with ?kiosk=true&centre={slug}). */
export const kioskRoutes: RouteObject = {
  path: '/kiosk',
  children: [
    { index: true, lazy: lazyRoute(() => import('./kiosk-home-page')) },
    { path: '*', lazy: lazyRoute(() => import('./kiosk-not-found')) },
  ],
};
