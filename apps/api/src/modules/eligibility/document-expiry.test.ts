import { describe, expect, it } from 'vitest';
import { documentExpiry } from './document-expiry';

const at = (iso: string) => new Date(iso);

describe('document expiry', () => {
  it('says nothing without a document or an end date', () => {
    expect(documentExpiry(null, at('2026-05-01T12:00:00Z'))).toEqual({
      expired: false,
      documentExpiringSoon: false,
      daysToExpiry: null,
    });
  });

  it('is valid through its last day, and expired the day after', () => {
    expect(documentExpiry('2026-05-01', at('2026-05-01T22:00:00Z'))).toEqual({
      expired: false,
      documentExpiringSoon: true,
      daysToExpiry: 0,
    });
    // 23:30 UTC on 1 May is already 2 May in London.
    expect(documentExpiry('2026-05-01', at('2026-05-01T23:30:00Z'))).toEqual({
      expired: true,
      documentExpiringSoon: false,
      daysToExpiry: -1,
    });
  });

  it('expires soon within 30 days, not at 31', () => {
    expect(documentExpiry('2026-05-31', at('2026-05-01T09:00:00Z')).documentExpiringSoon).toBe(true);
    expect(documentExpiry('2026-06-01', at('2026-05-01T09:00:00Z'))).toEqual({
      expired: false,
      documentExpiringSoon: false,
      daysToExpiry: 31,
    });
  });
});
