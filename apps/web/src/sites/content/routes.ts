import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';

/** The operator's content pages, at the links its footer gives (decision: one chunk for both). */
export const contentRoutes: RouteObject[] = [
  { path: '/terms', lazy: lazyRoute(() => import('./terms-page')) },
  { path: '/privacy', lazy: lazyRoute(() => import('./privacy-page')) },
  // A guest's pass from their email: public, in the shell but in no sub-site.
  { path: '/guest-pass/:code', lazy: lazyRoute(() => import('./guest-pass-page'), 'guestPasses') },
];
