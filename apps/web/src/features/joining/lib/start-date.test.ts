import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampStartDate,
  defaultStartBounds,
  isCalendarDay,
  localDay,
  prettyDay,
  todayOf,
  tomorrowOf,
  withinBounds,
} from './start-date';

const zoneAtStart = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneAtStart;
});

describe('localDay, todayOf and tomorrowOf', () => {
  it("give the customer's own calendar day, not UTC's", () => {
    // Node reads TZ afresh when it is set: half past midnight in London on 1 July is still 30 June in UTC.
    process.env.TZ = 'Europe/London';
    const now = new Date('2025-06-30T23:30:00Z');
    expect(localDay(now)).toBe('2025-07-01');
    expect(todayOf(now)).toBe('2025-07-01');
    expect(tomorrowOf(now)).toBe('2025-07-02');
  });

  it('roll over the month and the year', () => {
    expect(tomorrowOf(new Date(2025, 0, 31, 12))).toBe('2025-02-01');
    expect(tomorrowOf(new Date(2024, 11, 31, 12))).toBe('2025-01-01');
    expect(tomorrowOf(new Date(2024, 1, 28, 12))).toBe('2024-02-29');
  });
});

describe('addDays', () => {
  it('counts calendar days across months, years and the clock change', () => {
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(addMonths('2025-05-15', 1)).toBe('2025-06-15');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
  });

  it("falls back to the month's last day where it has no such day, as the API does", () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-31', 1)).toBe('2025-04-30');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });
});

describe('defaultStartBounds', () => {
  it('runs from today to one month from today', () => {
    expect(defaultStartBounds(new Date(2025, 0, 31, 9))).toEqual({ min: '2025-01-31', max: '2025-02-28' });
    expect(defaultStartBounds(new Date(2025, 5, 10, 9))).toEqual({ min: '2025-06-10', max: '2025-07-10' });
  });
});

describe('isCalendarDay', () => {
  it('accepts only days that exist, written YYYY-MM-DD', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('2025-04-00')).toBe(false);
    expect(isCalendarDay('15/04/2025')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });
});

describe('clampStartDate', () => {
  const bounds = { min: '2025-06-10', max: '2025-07-10' };

  it('keeps a day within the bounds, both ends included', () => {
    expect(clampStartDate('2025-06-10', bounds)).toBe('2025-06-10');
    expect(clampStartDate('2025-06-20', bounds)).toBe('2025-06-20');
    expect(clampStartDate('2025-07-10', bounds)).toBe('2025-07-10');
  });

  it('resets a day before the minimum, the past included, to the minimum', () => {
    expect(clampStartDate('2025-06-09', bounds)).toBe('2025-06-10');
    expect(clampStartDate('0002-06-20', bounds)).toBe('2025-06-10');
  });

  it('brings a day after the maximum back to the maximum', () => {
    expect(clampStartDate('2025-07-11', bounds)).toBe('2025-07-10');
  });

  it('has nothing to clamp when the text is not a day', () => {
    expect(clampStartDate('', bounds)).toBeNull();
    expect(clampStartDate('2025-06-31', bounds)).toBeNull();
  });
});

describe('withinBounds', () => {
  it('is true only for a real day inside the range', () => {
    const bounds = { min: '2025-06-10', max: '2025-07-10' };
    expect(withinBounds('2025-06-10', bounds)).toBe(true);
    expect(withinBounds('2025-06-09', bounds)).toBe(false);
    expect(withinBounds('2025-07-11', bounds)).toBe(false);
    expect(withinBounds('', bounds)).toBe(false);
  });
});

describe('prettyDay', () => {
  it('writes a day as the summary shows it', () => {
    expect(prettyDay('2025-03-15')).toBe('15 March 2025');
  });
});
