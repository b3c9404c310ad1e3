import { describe, expect, it } from 'vitest';
import { formatInZone } from './zoned-date';

describe("a guest pass's date in the venue's zone", () => {
  it("reads 'D MMM YYYY at HH:mm' on the venue's clock, not the phone's", () => {
    expect(formatInZone('2026-07-05T08:07:00Z', 'Europe/London')).toBe('5 Jul 2026 at 09:07');
    expect(formatInZone('2026-12-05T23:30:00Z', 'Europe/London')).toBe('5 Dec 2026 at 23:30');
    expect(formatInZone('2026-09-01T00:00:00Z', 'America/New_York')).toBe('31 Aug 2026 at 20:00');
    expect(formatInZone('2026-09-15T12:00:00Z', 'Europe/London')).toBe('15 Sep 2026 at 13:00');
  });

  it('writes midnight as 00:00', () => {
    expect(formatInZone('2026-01-01T00:00:00Z', 'UTC')).toBe('1 Jan 2026 at 00:00');
  });

  it("writes an end on the venue's midnight as the last minute of the day before", () => {
    expect(formatInZone('2026-11-30T00:00:00Z', 'Europe/London', { end: true })).toBe('29 Nov 2026 at 23:59');
    expect(formatInZone('2026-07-31T23:00:00Z', 'Europe/London', { end: true })).toBe('31 Jul 2026 at 23:59');
    expect(formatInZone('2026-07-31T23:00:00Z', 'UTC', { end: true })).toBe('31 Jul 2026 at 23:00');
    expect(formatInZone('2026-11-30T00:00:30Z', 'Europe/London', { end: true })).toBe('30 Nov 2026 at 00:00');
  });
});
