import type { Venue } from '@leisure/contracts/venue';

/** Case and accents aside: "st helier" finds "St Hélier", "NEWCASTLE" finds "Newcastle". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The venues whose name or town holds every word searched for, in the order given. */
export function searchVenues(venues: Venue[], query: string): Venue[] {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return venues;
  return venues.filter((venue) => {
    const haystack = fold(`${venue.name} ${venue.city}`);
    return words.every((word) => haystack.includes(word));
  });
}
