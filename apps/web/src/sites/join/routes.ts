import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';

/**
 * The online-joining sub-site, mounted at /join: the centre step, then the joining page at a centre; and
 * a member's change or renewal of a membership.
 */
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
    // Reached from the account's memberships list, with its route state (spec part 2 §2); loaded through
    // the joining page, whose pieces they share.
    {
      path: 'memberships/change/:membershipId',
      lazy: lazyRoute(() => import('./joining-page').then((m) => m.variants.change())),
    },
    {
      path: 'memberships/renew/:membershipId/:membershipSlug/:paymentType',
      lazy: lazyRoute(() => import('./joining-page').then((m) => m.variants.renew())),
    },
    { path: '*', lazy: lazyRoute(() => import('./join-not-found')) },
  ],
};
