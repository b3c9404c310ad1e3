import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';
import { prefetching } from '@/app/prefetch-route';
import { categoryDatesQueryOptions } from '@/features/activities/api/get-category-dates';
import { categoryTimesQueryOptions } from '@/features/activities/api/get-category-times';
import { occurrenceQueryOptions } from '@/features/activities/api/get-occurrence';
import { venueCategoriesQueryOptions } from '@/features/activities/api/get-venue-categories';
import { venuesQueryOptions } from '@/features/venues/api/get-venues';

const timetable = 'location/:venue/:activity/:date/by-time';

/**
 * A timetable's calls. Its second segment is nearly always a category, so the category's day and dates
 * are asked for beside the categories that confirm it; when it names an activity, they answer 404 unseen.
 */
const timetableCalls = prefetching(({ venue = '', activity = '', date = '' }) => [
  venuesQueryOptions(),
  venueCategoriesQueryOptions(venue),
  categoryTimesQueryOptions(venue, activity, date),
  categoryDatesQueryOptions(venue, activity),
]);

/** The bookings sub-site, mounted at / (ARCHITECTURE.md, "Where the sub-sites live"); every page its own chunk. */
export const bookingsRoutes: RouteObject = {
  path: '/',
  lazy: lazyRoute(() => import('./bookings-layout'), 'bookings'),
  children: [
    { index: true, lazy: lazyRoute(() => import('./venue-chooser-page')) },
    { path: 'redirect-to-selected-venue', lazy: lazyRoute(() => import('./redirect-to-selected-venue')) },
    { path: 'location/:venue', lazy: lazyRoute(() => import('./venue-page')) },
    { path: 'location/:venue/packages', lazy: lazyRoute(() => import('./packages-page')) },
    { path: 'location/:venue/:activity', lazy: lazyRoute(() => import('./activity-page')) },
    { path: timetable, loader: timetableCalls, lazy: lazyRoute(() => import('./timetable-page')) },
    {
      path: `${timetable}/class/:id`,
      loader: prefetching(({ id = '' }) => [occurrenceQueryOptions(id)]),
      lazy: lazyRoute(() => import('./session-page')),
    },
    { path: `${timetable}/slot/:range`, lazy: lazyRoute(() => import('./slot-page')) },
    { path: 'basket', lazy: lazyRoute(() => import('./basket-page')) },
    { path: 'basket/checkout', lazy: lazyRoute(() => import('./checkout-page'), 'terms') },
    { path: 'booking-confirmed/:orderId', lazy: lazyRoute(() => import('./booking-confirmed-page')) },
    { path: '*', lazy: lazyRoute(() => import('./bookings-not-found')) },
  ],
};
