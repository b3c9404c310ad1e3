import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDateTime,
  formatFullDate,
  localClock,
  localDate,
  localDateTime,
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

describe('wall clocks from remembered offsets', () => {
  // Zones whose clocks change, or sit a half or three quarters of an hour off, or change by half an hour.
  const zones = [
    'Europe/London',
    'America/St_Johns',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'America/Santiago',
    'UTC',
  ];
  const byIntl = (at: Date, timeZone: string) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
    return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
  };

  it('read every instant as Intl does, across the clock changes of 2026 and 2027', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) }),
        (zone, ms) => {
          const at = new Date(ms);
          expect(localDateTime(at, zone)).toBe(byIntl(at, zone));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('read the minutes either side of London’s and Lord Howe’s changes as Intl does', () => {
    for (const [zone, change] of [
      ['Europe/London', Date.UTC(2026, 2, 29, 1)],
      ['Europe/London', Date.UTC(2026, 9, 25, 1)],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 15)],
    ] as const) {
      for (let minute = -20; minute <= 20; minute++) {
        const at = new Date(change + minute * 60_000 - 1);
        expect(localDateTime(at, zone)).toBe(byIntl(at, zone));
        expect(localClock(at, zone)).toBe(byIntl(at, zone).slice(11, 16));
      }
    }
  });

  it('names the full date and the waiver date from the same clock', () => {
    const at = new Date('2026-10-24T23:30:00Z');
    expect(formatFullDate(at, 'Europe/London')).toBe('25 October 2026');
    expect(formatDateTime(at, 'Europe/London')).toBe('25/10/2026 00:30');
  });
});
