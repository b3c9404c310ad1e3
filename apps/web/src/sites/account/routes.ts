import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';

/** The my-account sub-site, mounted at /account. */
export const accountRoutes: RouteObject = {
  path: '/account',
  lazy: lazyRoute(() => import('./account-layout')),
  children: [
    { index: true, lazy: lazyRoute(() => import('./dashboard-page')) },
    { path: 'login', lazy: lazyRoute(() => import('./login-page')) },
    { path: '*', lazy: lazyRoute(() => import('./account-not-found')) },
  ],
};
