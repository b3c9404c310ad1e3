import { venueInPath } from '@leisure/contracts/boot-answers';

export { venueInPath };

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
  options: { kiosk: boolean; centre: string | null },
): string | null {
  return venueInPath(pathname) ?? selectedVenue ?? (options.kiosk ? options.centre : null);
}
