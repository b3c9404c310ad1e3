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
 * What a visit to this address asks first. The theme's venue is chosen as the app chooses it
 * (shell/theme/theme-venue.ts): the address's own venue, else the one the visitor chose, else a kiosk's
 * centre.
 */
export function shellCallsFor(
  pathname: string,
  search: string,
  selectedVenue: string | null = null,
): string[] {
  const params = new URLSearchParams(search);
  // As the app reads its address options (shell/session/query-options.ts).
  const flag = params.get('kiosk');
  const kiosk = flag !== null && flag !== 'false' && flag !== '0';
  const venue =
    venueInPath(pathname) ?? (selectedVenue || null) ?? (kiosk ? params.get('centre') || null : null);
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
