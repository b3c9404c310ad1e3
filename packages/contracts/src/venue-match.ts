/** What a search and a venue's words are compared as: lower case, no accents, no punctuation, single spaces. */
export function searchWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The one rule for finding a venue by what someone typed, on the server (`GET /api/venues?q=`) and in the
 * bookings site's list: every word in its name or town, in any order, or the start of its postcode.
 */
export function venueMatches(
  venue: { name: string; city: string; postcode?: string | null },
  search: string,
): boolean {
  const words = searchWords(search);
  if (words === '') return true;
  const place = searchWords(`${venue.name} ${venue.city}`);
  if (words.split(' ').every((word) => place.includes(word))) return true;
  const compact = words.replaceAll(' ', '');
  return searchWords(venue.postcode ?? '')
    .replaceAll(' ', '')
    .startsWith(compact);
}
