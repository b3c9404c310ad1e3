import type { Venue } from '@leisure/contracts/venue';
import { venueMatches } from '@leisure/contracts/venue-match';

/** The venues a search finds, in their order: the same rule as the server's `GET /api/venues?q=`. */
export function searchVenues(venues: Venue[], query: string): Venue[] {
  return venues.filter((venue) => venueMatches(venue, query));
}
