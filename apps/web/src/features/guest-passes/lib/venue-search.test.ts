import { describe, expect, it } from 'vitest';
import { searchVenues, venuesOfAllowances } from './venue-search';

const manchester = { id: 1, name: 'Manchester Central' };
const leeds = { id: 2, name: 'Leeds Riverside' };
const stratford = { id: 3, name: 'London Stratford' };

describe('the venues a pass may be sent for', () => {
  it('are those of every allowance, each once by id, in name order', () => {
    const venues = venuesOfAllowances([
      { venues: [manchester, stratford] },
      { venues: [leeds, manchester, { id: 3, name: 'London Stratford' }] },
    ]);
    expect(venues).toEqual([leeds, stratford, manchester]);
  });

  it('are none without allowances', () => {
    expect(venuesOfAllowances([])).toEqual([]);
  });
});

describe('the venue search', () => {
  const venues = [leeds, stratford, manchester];

  it('lists nothing until more than 2 characters are typed, spaces aside', () => {
    expect(searchVenues(venues, '')).toEqual([]);
    expect(searchVenues(venues, 'Le')).toEqual([]);
    expect(searchVenues(venues, '  le  ')).toEqual([]);
    expect(searchVenues(venues, 'Lee')).toEqual([leeds]);
  });

  it('matches any part of the name, whatever the case', () => {
    expect(searchVenues(venues, 'STRAT')).toEqual([stratford]);
    expect(searchVenues(venues, 'ter')).toEqual([manchester]);
    expect(searchVenues(venues, 'lon')).toEqual([stratford]);
    expect(searchVenues(venues, 'Glasgow')).toEqual([]);
  });
});
