import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';

/** The online-joining sub-site, mounted at /join: the centre step, then the joining page at a centre. */
export const joinRoutes: RouteObject = {
  path: '/join',
  lazy: lazyRoute(() => import('./join-layout'), 'joining'),
  children: [
    { index: true, lazy: lazyRoute(() => import('./centre-step-page')) },
    { path: 'centre/:centreSlug', lazy: lazyRoute(() => import('./joining-page')) },
    {
      path: 'centre/:centreSlug/membership/:membershipSlug/:paymentType',
      lazy: lazyRoute(() => import('./joining-page')),
    },
    { path: '*', lazy: lazyRoute(() => import('./join-not-found')) },
  ],
};
