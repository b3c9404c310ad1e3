import { type Venue, venueMatches } from '@leisure/contracts/venue';

/** The venues a search finds, in their order: the same rule as the server's `GET /api/venues?q=`. */
export function searchVenues(venues: Venue[], query: string): Venue[] {
  return venues.filter((venue) => venueMatches(venue, query));
}
