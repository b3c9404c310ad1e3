import { describe, expect, it } from 'vitest';
import { releaseInstant } from './release-window';
import { dayRange, sessionDateOf, zonedInstant } from './session-clock';

const london = 'Europe/London';

describe('release window', () => {
  it('opens a day’s sessions at the release time, days ahead of their local date', () => {
    const startsAt = new Date('2026-07-15T17:00:00Z'); // 18:00 BST on the 15th
    expect(
      releaseInstant(startsAt, london, { releaseDaysAhead: 7, releaseTime: '07:00' }).toISOString(),
    ).toBe('2026-07-08T06:00:00.000Z');
  });

  it('keeps the local release time across the spring clock change', () => {
    // Session on Wed 1 April 2026 (BST); released 7 days before, Wed 25 March (GMT), at 07:00 local.
    const startsAt = new Date('2026-04-01T08:00:00Z');
    const released = releaseInstant(startsAt, london, { releaseDaysAhead: 7, releaseTime: '07:00' });
    expect(released.toISOString()).toBe('2026-03-25T07:00:00.000Z');
  });

  it('keeps the local release time across the autumn clock change', () => {
    // Session on Mon 26 October 2026 (GMT); released on Mon 19 October (BST) at 07:00 local = 06:00 UTC.
    const startsAt = new Date('2026-10-26T09:00:00Z');
    const released = releaseInstant(startsAt, london, { releaseDaysAhead: 7, releaseTime: '07:00' });
    expect(released.toISOString()).toBe('2026-10-19T06:00:00.000Z');
  });

  it('rolls a window of whole 24-hour days when there is no release time', () => {
    const startsAt = new Date('2026-03-30T17:00:00Z');
    const released = releaseInstant(startsAt, london, { releaseDaysAhead: 3, releaseTime: null });
    expect(startsAt.getTime() - released.getTime()).toBe(3 * 86_400_000);
  });

  it('uses the session’s local date, not its UTC date, for the release day', () => {
    // 00:30 BST on 2 July is 23:30 UTC on 1 July.
    const startsAt = new Date('2026-07-01T23:30:00Z');
    const released = releaseInstant(startsAt, london, { releaseDaysAhead: 1, releaseTime: '07:00' });
    expect(released.toISOString()).toBe('2026-07-01T06:00:00.000Z');
  });
});

describe('wall-clock readings in a venue’s zone', () => {
  it('reads a local time in winter and in summer', () => {
    expect(zonedInstant('2026-01-10', '09:00', london).toISOString()).toBe('2026-01-10T09:00:00.000Z');
    expect(zonedInstant('2026-07-10', '09:00', london).toISOString()).toBe('2026-07-10T08:00:00.000Z');
  });

  it('reads the skipped spring hour forward and the repeated autumn hour as its first', () => {
    expect(zonedInstant('2026-03-29', '01:30', london).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-10-25', '01:30', london).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('gives a clock-change day its 23 or 25 hours', () => {
    const spring = dayRange('2026-03-29', london);
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3_600_000);
    const autumn = dayRange('2026-10-25', london);
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(25 * 3_600_000);
  });

  it('names a date in the shapes of spec part 3', () => {
    expect(sessionDateOf('2026-09-26', '2026-09-25', london)).toEqual({
      raw: '2026-09-26',
      rawPretty: '26/09/2026',
      dayPretty: 'Sat',
      datePretty: '26 Sep',
      fullDatePretty: 'Sat 26 September 2026',
      fullDate: '26 September 2026',
      difference: 1,
      tz: london,
    });
  });
});
