import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';

const timetable = 'location/:venue/:activity/:date/by-time';

/** The bookings sub-site, mounted at / (ARCHITECTURE.md, "Where the sub-sites live"); every page its own chunk. */
export const bookingsRoutes: RouteObject = {
  path: '/',
  lazy: lazyRoute(() => import('./bookings-layout'), 'bookings'),
  children: [
    { index: true, lazy: lazyRoute(() => import('./venue-chooser-page')) },
    { path: 'redirect-to-selected-venue', lazy: lazyRoute(() => import('./redirect-to-selected-venue')) },
    { path: 'location/:venue', lazy: lazyRoute(() => import('./venue-page')) },
    { path: timetable, lazy: lazyRoute(() => import('./timetable-page')) },
    { path: `${timetable}/class/:id`, lazy: lazyRoute(() => import('./session-page')) },
    { path: `${timetable}/slot/:range`, lazy: lazyRoute(() => import('./slot-page')) },
    { path: 'basket', lazy: lazyRoute(() => import('./basket-page')) },
    { path: 'basket/checkout', lazy: lazyRoute(() => import('./checkout-page'), 'terms') },
    { path: 'booking-confirmed/:orderId', lazy: lazyRoute(() => import('./booking-confirmed-page')) },
    { path: '*', lazy: lazyRoute(() => import('./bookings-not-found')) },
  ],
};
