/**
 * The calls the web app's shell makes before it can show anything (decision 004: the operator, its config,
 * the venue's theme), answered inside the page itself. The server serving a page puts its own answers to
 * them in a JSON block of the HTML; the app takes each one once in place of the call. On a phone that was
 * three requests and a round trip before the first screen (issue 13).
 */

/** The id of the `<script type="application/json">` block holding the answers, by the address called. */
export const bootAnswersElementId = 'boot-answers';

/**
 * The venue a visitor chose (kept in the browser's storage), copied into a cookie so the server can
 * answer that venue's theme in the page too. Only a venue's slug: nothing of the visitor.
 */
export const selectedVenueCookie = 'selected_venue';

/** The venue a venue's own pages are under: /location/{venue}/… (the bookings sub-site's routes). */
export function venueInPath(pathname: string): string | null {
  const match = /^\/location\/([^/]+)/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The theme call's address, as the app's http client writes it. */
export function themeCall(venue: string | null): string {
  return venue ? `/api/frontend/theme?${new URLSearchParams({ venue })}` : '/api/frontend/theme';
}

/**
 * The options an operator or a device puts in the address (spec part 1 §4). The app reads them once as it
 * starts (apps/web shell/session/query-options.ts); the server reads them to answer a page's theme.
 */
export type AddressOptions = {
  embedded: boolean;
  kiosk: boolean;
  centre: string | null;
  token: string | null;
};

const truthy = (value: string | null) => value !== null && value !== 'false' && value !== '0';

export function readAddressOptions(search: string): AddressOptions {
  const params = new URLSearchParams(search);
  return {
    embedded: truthy(params.get('embedded')),
    kiosk: truthy(params.get('kiosk')),
    centre: params.get('centre') || null,
    token: params.get('token') || null,
  };
}

/**
 * The venue whose theme and footer the shell shows. A venue's page shows its venue's at once: the page
 * selects that venue anyway once it knows the venue exists, and waiting for that showed the operator's
 * theme first, then swapped logo, fonts and footer (a layout shift, and a second theme call on the first
 * load). An unknown venue in the address costs nothing: its theme call falls back to the operator's.
 * Elsewhere, the venue the visitor chose; a kiosk's own centre until a customer picks another venue.
 */
export function themeVenueFor(
  pathname: string,
  selectedVenue: string | null,
  options: Pick<AddressOptions, 'kiosk' | 'centre'>,
): string | null {
  return venueInPath(pathname) ?? selectedVenue ?? (options.kiosk ? options.centre : null);
}

/** What a visit to this address asks first, the theme's venue chosen as the app chooses it. */
export function shellCallsFor(
  pathname: string,
  search: string,
  selectedVenue: string | null = null,
): string[] {
  const venue = themeVenueFor(pathname, selectedVenue || null, readAddressOptions(search));
  return ['/api/client', '/api/client/config', themeCall(venue)];
}

/** The block's text: JSON that cannot close its script element, whatever an operator's words hold. */
export function bootAnswersJson(answers: Record<string, unknown>): string {
  return JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
