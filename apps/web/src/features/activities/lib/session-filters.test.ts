import type { ActivitySession } from '@leisure/contracts/activities';
import { describe, expect, it } from 'vitest';
import { filterSessions, fullDatePretty, timeOfDayOf } from './session-filters';

const at = (slug: string, name: string, start: string) =>
  ({ activitySlug: slug, name, startsAt: { format24Hour: start, format12Hour: start } }) as ActivitySession;

describe('time of day', () => {
  it('is morning before noon, afternoon until 17:00, evening from 17:00', () => {
    expect(timeOfDayOf('06:30')).toBe('morning');
    expect(timeOfDayOf('11:59')).toBe('morning');
    expect(timeOfDayOf('12:00')).toBe('afternoon');
    expect(timeOfDayOf('16:45')).toBe('afternoon');
    expect(timeOfDayOf('17:00')).toBe('evening');
  });
});

describe('filterSessions', () => {
  const day = [at('yoga', 'Yoga', '07:00'), at('spin', 'Spin', '12:30'), at('yoga', 'Yoga', '18:00')];

  it('keeps every session with no filter', () => {
    expect(filterSessions(day, { activity: null, time: null })).toHaveLength(3);
  });

  it('keeps the sessions of one activity at one time of day', () => {
    expect(filterSessions(day, { activity: 'yoga', time: null }).map((s) => s.startsAt.format24Hour)).toEqual(
      ['07:00', '18:00'],
    );
    expect(filterSessions(day, { activity: 'yoga', time: 'evening' })).toHaveLength(1);
    expect(filterSessions(day, { activity: 'spin', time: 'morning' })).toHaveLength(0);
  });
});

describe('fullDatePretty', () => {
  it('reads as the API writes a day, not as an ISO date', () => {
    expect(fullDatePretty('2026-11-24')).toBe('Tue 24 November 2026');
  });
});
