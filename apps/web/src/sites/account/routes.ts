import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';
import { prefetching } from '@/app/prefetch-route';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { bookingsQueryOptions } from '@/features/bookings/api/get-bookings';
import { isBookingListTab, serverFilterOf } from '@/features/bookings/lib/booking-filters';
import { clientConfigQueryOptions } from '@/features/client/api/get-client-config';
import { dataFieldsQueryOptions } from '@/features/data-fields/api/get-data-fields';
import { termsQueryOptions } from '@/features/terms/api/get-terms';
import { fullUserQueryOptions } from '@/features/user/api/get-user';
import { queryClient } from '@/lib/query-client';
import { hasSessionCookie } from '@/shell/session/session-cookie';

/**
 * My bookings' list, asked for while the page's code loads. Which list depends on the operator's config
 * and who is signed in (use-v2-bookings-user.ts): both were asked for as the app started.
 */
async function prefetchBookings(filter: string | undefined): Promise<void> {
  if (!isBookingListTab(filter) || !hasSessionCookie()) return;
  const [config, user] = await Promise.all([
    queryClient.ensureQueryData(clientConfigQueryOptions()),
    queryClient.ensureQueryData(userQueryOptions()),
  ]);
  await queryClient.prefetchQuery(
    bookingsQueryOptions(serverFilterOf(filter), config.activitiesV2Enabled ? user.id : null),
  );
}

/** The my-account sub-site, mounted at /account. */
export const accountRoutes: RouteObject = {
  path: '/account',
  lazy: lazyRoute(() => import('./account-layout'), 'account'),
  children: [
    { index: true, lazy: lazyRoute(() => import('./dashboard-page')) },
    {
      path: 'user-details',
      loader: prefetching(() => [fullUserQueryOptions(), dataFieldsQueryOptions('customer_account_online')]),
      lazy: lazyRoute(() => import('./user-details-page')),
    },
    { path: 'memberships', lazy: lazyRoute(() => import('./memberships-page'), 'memberships') },
    { path: 'packages', lazy: lazyRoute(() => import('./packages-page')) },
    // Its nested views are the page's own routes (guest-passes-page.tsx), out of the app's first chunk.
    { path: 'guest-passes/*', lazy: lazyRoute(() => import('./guest-passes-page'), 'guestPasses') },
    { path: 'user-details/waivers', lazy: lazyRoute(() => import('./waivers-page')) },
    { path: 'user-details/waivers/:slug', lazy: lazyRoute(() => import('./waiver-page')) },
    { path: 'bookings', lazy: lazyRoute(() => import('./bookings-redirect')) },
    { path: 'bookings/courses/:bookingBundleId', lazy: lazyRoute(() => import('./course-booking-page')) },
    // Also bookings/{id}, a waitlist entry: a segment of digits is an id, never a filter (bookings-page.tsx).
    {
      path: 'bookings/:filter',
      loader: ({ params }) => {
        void prefetchBookings(params.filter).catch(() => undefined);
        return null;
      },
      lazy: lazyRoute(() => import('./bookings-page')),
    },
    {
      path: 'payments',
      lazy: lazyRoute(() => import('./payments-layout'), 'payments'),
      children: [
        { index: true, lazy: lazyRoute(() => import('./payments-summary-page')) },
        { path: 'credit', lazy: lazyRoute(() => import('./payments-credit-redirect')) },
        { path: 'credit/:list', lazy: lazyRoute(() => import('./payments-credit-page')) },
        { path: 'order-history', lazy: lazyRoute(() => import('./order-history-page')) },
      ],
    },
    {
      path: 'payments/order-history/:orderId',
      lazy: lazyRoute(() => import('./order-details-page'), 'bookings'),
    },
    { path: 'payments/manage-card', lazy: lazyRoute(() => import('./manage-card-page'), 'payments') },
    { path: 'login', lazy: lazyRoute(() => import('./login-page')) },
    {
      path: 'register',
      loader: prefetching(() => [dataFieldsQueryOptions('customer_account_online'), termsQueryOptions()]),
      lazy: lazyRoute(() => import('./register-page'), 'terms'),
    },
    { path: 'password-reset/:token', lazy: lazyRoute(() => import('./password-reset-page')) },
    { path: 'activate', lazy: lazyRoute(() => import('./activate-page')) },
    { path: 'activate/:token', lazy: lazyRoute(() => import('./activate-password-page')) },
    { path: '*', lazy: lazyRoute(() => import('./account-not-found')) },
  ],
};
