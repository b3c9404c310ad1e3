import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';

/** The online-joining sub-site, mounted at /join: the centre step; /centre/{slug} is next. */
export const joinRoutes: RouteObject = {
  path: '/join',
  lazy: lazyRoute(() => import('./join-layout'), 'joining'),
  children: [
    { index: true, lazy: lazyRoute(() => import('./centre-step-page')) },
    { path: '*', lazy: lazyRoute(() => import('./join-not-found')) },
  ],
};
