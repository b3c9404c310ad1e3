import type { Venue } from '@leisure/contracts/venue';
import { describe, expect, it } from 'vitest';
import { searchVenues } from './venue-search';

const venue = (name: string, city: string) => ({ name, city }) as Venue;
const venues = [
  venue('Manchester Central Pool & Gym', 'Manchester'),
  venue('Newcastle Quayside Gym', 'Newcastle upon Tyne'),
  venue('St Hélier Fort Regent', 'St Helier, Jersey'),
];
const names = (query: string) => searchVenues(venues, query).map((v) => v.name);

describe('searchVenues', () => {
  it('finds by name or by town, whatever the case, spacing or accents', () => {
    expect(names('gym')).toEqual(['Manchester Central Pool & Gym', 'Newcastle Quayside Gym']);
    expect(names('  UPON   tyne ')).toEqual(['Newcastle Quayside Gym']);
    expect(names('st helier')).toEqual(['St Hélier Fort Regent']);
    expect(names('jersey fort')).toEqual(['St Hélier Fort Regent']);
  });

  it('keeps every venue, in its order, for an empty search and none for a miss', () => {
    expect(names('  ')).toEqual(venues.map((v) => v.name));
    expect(names('Leeds')).toEqual([]);
  });
});
