import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDateTime,
  formatFullDate,
  localDate,
  startOfLocalDay,
} from './local-time';

describe('local time in the operator’s zone', () => {
  it('puts an instant on London’s calendar day, not UTC’s', () => {
    // 23:30 UTC on 29 March 2026 is 00:30 on the 30th in London (summer time began that morning).
    expect(localDate(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    expect(localDate(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
    expect(localDate(new Date('2026-03-29T23:30:00Z'), 'UTC')).toBe('2026-03-29');
  });

  it('formats the waivers’ DD/MM/YYYY HH:mm and the full date, in summer and in winter', () => {
    expect(formatDateTime(new Date('2026-07-01T12:05:00Z'))).toBe('01/07/2026 13:05');
    expect(formatDateTime(new Date('2026-12-31T23:59:00Z'))).toBe('31/12/2026 23:59');
    expect(formatDateTime(new Date('2026-06-30T23:10:00Z'))).toBe('01/07/2026 00:10');
    expect(formatFullDate(new Date('2026-09-26T10:00:00Z'))).toBe('26 September 2026');
  });

  it('counts whole calendar days across a clock change', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('finds the instant a day begins, on both clock-change days and in another zone', () => {
    expect(startOfLocalDay('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(startOfLocalDay('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    // The clocks go forward at 01:00 on 29 March 2026: that day began on winter time.
    expect(startOfLocalDay('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfLocalDay('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    // They go back at 02:00 on 25 October 2026: that day began on summer time.
    expect(startOfLocalDay('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(startOfLocalDay('2026-10-26').toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(startOfLocalDay('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });
});
