import { describe, expect, it } from 'vitest';
import { detailLines, humaniseAction } from './audit-view';
import { isDay, localDay, pageOf, reportVenue, takingsCsvHref } from './report-filters';

describe('the takings and audit filters', () => {
  it('links the CSV of the venue’s day to the API’s takings.csv', () => {
    expect(takingsCsvHref(3, '2026-11-26')).toBe('/api/foh/reports/takings.csv?venue_id=3&date=2026-11-26');
  });

  it('reports on a venue of the staff member’s own, the desk’s by default', () => {
    const venues = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(reportVenue('2', venues, 3)).toBe(2);
    expect(reportVenue(null, venues, 3)).toBe(3);
    // Another venue in the address is not theirs: the desk's instead.
    expect(reportVenue('9', venues, 3)).toBe(3);
    expect(reportVenue('abc', venues, null)).toBe(1);
    expect(reportVenue(null, venues, 7)).toBe(1);
    expect(reportVenue(null, [], null)).toBeNull();
  });

  it('takes a day and a page from the address only when they are one', () => {
    expect(isDay('2026-11-26')).toBe(true);
    expect(isDay('2026-13-40')).toBe(false);
    expect(isDay('26/11/2026')).toBe(false);
    expect(isDay(null)).toBe(false);
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(pageOf('3')).toBe(3);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('1.5')).toBe(1);
    expect(pageOf(null)).toBe(1);
  });

  it('writes an audit row’s detail as short lines, nested values as JSON', () => {
    expect(detailLines({ order_id: 12, tenders: [{ type: 'cash' }], reason: '', note: null })).toEqual([
      'order id: 12',
      'tenders: [{"type":"cash"}]',
    ]);
    expect(detailLines({})).toEqual([]);
  });

  it('names an action it has no words for as a reader would say it', () => {
    expect(humaniseAction('guest-pass-redeemed')).toBe('Guest pass redeemed');
    expect(humaniseAction('freeze_approved')).toBe('Freeze approved');
    expect(humaniseAction('')).toBe('');
  });
});
