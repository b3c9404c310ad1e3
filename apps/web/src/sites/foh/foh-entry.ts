import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';

/**
 * The front-of-house sub-site, mounted at /foh: one lazy entry, its pages' routes in its own chunk
 * (routes.tsx), so the desk adds next to nothing to a customer's first load.
 */
export const fohRoutes: RouteObject = { path: '/foh/*', lazy: lazyRoute(() => import('./foh-site'), 'foh') };
