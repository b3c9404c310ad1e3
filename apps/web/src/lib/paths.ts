import type { ClientConfig } from '@leisure/contracts/client';

/** What every internal link depends on: the sub-site roots and the kiosk flags of the address. */
export type PathContext = {
  urls: ClientConfig['urls'];
  kiosk: boolean;
  centre: string | null;
};

type Query = Record<string, string | number | null | undefined>;

const absolute = /^[a-z][a-z0-9+.-]*:\/\//i;

function join(root: string, path: string): string {
  const base = root.replace(/\/+$/, '');
  const tail = path.startsWith('/') ? path : `/${path}`;
  if (absolute.test(base)) return `${base}${tail}`;
  return `${base}${tail}` || '/';
}

/** A redirect target is only ever a path of this origin, never another site (no open redirect). */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return !!target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

export function createPaths(context: PathContext) {
  const withQuery = (href: string, query: Query = {}): string => {
    const [beforeHash = '', hash] = href.split('#');
    const [pathname = '', search = ''] = beforeHash.split('?');
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    // Spec part 1 §6: kiosk mode adds the kiosk flag and the device's centre to every link.
    if (context.kiosk) {
      params.set('kiosk', 'true');
      if (context.centre) params.set('centre', context.centre);
    }
    const text = params.toString();
    return `${pathname}${text ? `?${text}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
  };
  const bookings = (path: string, query?: Query) => withQuery(join(context.urls.bookings, path), query);
  const account = (path: string, query?: Query) => withQuery(join(context.urls.account, path), query);
  const join_ = (path: string, query?: Query) => withQuery(join(context.urls.join, path), query);

  return {
    withKiosk: (href: string) => withQuery(href),
    bookings: {
      home: { getHref: () => bookings('/') },
      redirectToSelectedVenue: { getHref: () => bookings('/redirect-to-selected-venue') },
      basket: { getHref: () => bookings('/basket') },
      checkout: { getHref: () => bookings('/basket/checkout') },
      bookingConfirmed: { getHref: (orderId: number | string) => bookings(`/booking-confirmed/${orderId}`) },
      /** A venue's timetable: its first category and today when those are not given. */
      venue: { getHref: (venue: string) => bookings(`/location/${encodeURIComponent(venue)}`) },
      /** The packages on sale at a venue (docs/decisions/049-packages.md). */
      packages: { getHref: (venue: string) => bookings(`/location/${encodeURIComponent(venue)}/packages`) },
      /** Part 3's address: the second segment is a category slug or an activity slug. */
      timetable: {
        getHref: (venue: string, activity: string, date: string) =>
          bookings(`/location/${encodeURIComponent(venue)}/${encodeURIComponent(activity)}/${date}/by-time`),
      },
      session: {
        getHref: (venue: string, activity: string, date: string, id: string) =>
          bookings(
            `/location/${encodeURIComponent(venue)}/${encodeURIComponent(activity)}/${date}/by-time/class/${encodeURIComponent(id)}`,
          ),
      },
      slot: {
        getHref: (venue: string, activity: string, date: string, start: string, end: string) =>
          bookings(
            `/location/${encodeURIComponent(venue)}/${encodeURIComponent(activity)}/${date}/by-time/slot/${start}-${end}`,
          ),
      },
    },
    account: {
      dashboard: { getHref: () => account('/') },
      userDetails: { getHref: () => account('/user-details') },
      waivers: { getHref: () => account('/user-details/waivers') },
      waiver: { getHref: (slug: string) => account(`/user-details/waivers/${encodeURIComponent(slug)}`) },
      memberships: { getHref: () => account('/memberships') },
      packages: { getHref: () => account('/packages') },
      /** Spec part 1 §2: the desktop link goes to /bookings, the mobile one and 'View all' to a filter. */
      bookings: {
        getHref: (filter?: 'upcoming' | 'historic' | 'waitlist') =>
          account(filter ? `/bookings/${filter}` : '/bookings'),
      },
      /** Spec part 1 §2: a course booking's page, by its booking bundle id. */
      courseBooking: {
        getHref: (bookingBundleId: number | string) => account(`/bookings/courses/${bookingBundleId}`),
      },
      /** Spec part 1 §2: a waitlist entry's page, by the entry's id. */
      waitlistEntry: { getHref: (waitlistId: number | string) => account(`/bookings/${waitlistId}`) },
      /** Spec part 1 §2: the list (a page of it), the allowances with the send form, and one pass. */
      guestPasses: {
        getHref: (page?: number) => account('/guest-passes', { page: page === 1 ? null : page }),
      },
      availablePasses: { getHref: () => account('/guest-passes/available-passes') },
      guestPassDetails: {
        getHref: (passId: number | string) => account(`/guest-passes/pass-details/${passId}`),
      },
      /**
       * Spec part 2 §2: the Summary tab (`deletedCard` after a saved card is deleted), its other tabs and
       * Manage card; the order filter's inclusive days as `from` and `to` (YYYY-MM-DD). One function for
       * the area, as every page loads this module.
       */
      payments: {
        getHref: (
          page: '' | '/credit' | '/credit/added' | '/credit/spent' | '/order-history' | '/manage-card' = '',
          query?: { deletedCard?: 'true'; from?: string | null; to?: string | null },
        ) => account(`/payments${page}`, query),
      },
      orderDetails: { getHref: (orderId: number | string) => account(`/payments/order-history/${orderId}`) },
      login: { getHref: (redirect?: string | null) => account('/login', { redirect }) },
      register: { getHref: () => account('/register') },
      activate: { getHref: () => account('/activate') },
    },
    join: {
      home: { getHref: () => join_('/') },
      centre: { getHref: (slug: string) => join_(`/centre/${encodeURIComponent(slug)}`) },
      /** A membership chosen at a centre, by its slug and payment type (spec part 2 §2, URL preselection). */
      membership: {
        getHref: (centreSlug: string, membershipSlug: string, paymentType: string) =>
          join_(
            `/centre/${encodeURIComponent(centreSlug)}/membership/${encodeURIComponent(membershipSlug)}/${encodeURIComponent(paymentType)}`,
          ),
      },
      /**
       * Spec part 2 §2: changing a membership, and renewing one (its type's slug and payment type). Both
       * need the route state `MembershipRouteState` from the account's memberships list.
       */
      change: { getHref: (membershipId: number | string) => join_(`/memberships/change/${membershipId}`) },
      renew: {
        getHref: (membershipId: number | string, membershipSlug: string, paymentType: string) =>
          join_(
            `/memberships/renew/${membershipId}/${encodeURIComponent(membershipSlug)}/${encodeURIComponent(paymentType)}`,
          ),
      },
      /** Spec part 1 §2: the venue's joining page, or the centre list without a venue or in kiosk mode. */
      buyMembership: {
        getHref: (selectedVenue: string | null) =>
          selectedVenue && !context.kiosk
            ? join_(`/centre/${encodeURIComponent(selectedVenue)}`)
            : join_('/'),
      },
    },
    kiosk: {
      home: {
        getHref: () =>
          withQuery(join(context.urls.bookings, '/kiosk/'), { kiosk: 'true', centre: context.centre }),
      },
    },
  };
}

export type Paths = ReturnType<typeof createPaths>;

/**
 * The route state the change and renew pages need (spec part 2 §2): the page the member came from (named
 * by the back link), whether it is a change, and the membership's expiry and home venue. Without it they
 * go to the account's memberships page.
 */
export type MembershipRouteState = {
  fromPage: string | null;
  isChangeMembership: boolean;
  /** YYYY-MM-DD, or null without an expiry. */
  expiresAt: string | null;
  /** The home venue's slug, or null. */
  venue: string | null;
};

/** An href the router can take (a path of this origin) or null when it leaves the app. */
export function toRouterPath(href: string, origin = window.location.origin): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (!absolute.test(href)) return null;
  const url = new URL(href);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
