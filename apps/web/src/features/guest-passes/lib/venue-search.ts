import { guestPassVenueSearchMinLength } from '@leisure/contracts/guest-pass-rules';

export type PassVenue = { id: number; name: string };

/** Spec part 1 §5: the venues offered are the allowances', each once (by id), in name order. */
export function venuesOfAllowances(allowances: readonly { venues: readonly PassVenue[] }[]): PassVenue[] {
  const byId = new Map<number, PassVenue>();
  for (const allowance of allowances) {
    for (const venue of allowance.venues) if (!byId.has(venue.id)) byId.set(venue.id, venue);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Spec part 1 §5: nothing is listed until more than 2 characters are typed; then the names holding them. */
export function searchVenues(venues: readonly PassVenue[], query: string): PassVenue[] {
  const typed = query.trim().toLocaleLowerCase();
  if (typed.length < guestPassVenueSearchMinLength) return [];
  return venues.filter((venue) => venue.name.toLocaleLowerCase().includes(typed));
}
