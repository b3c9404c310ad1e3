import { describe, expect, it } from 'vitest';
import {
  type CourseSession,
  courseWeeks,
  daysOfWeek,
  extraSessions,
  hasStarted,
  localNow,
  nextSession,
  sessionLengthMinutes,
} from './course-schedule';

/** A session on a day ('2026-12-02' is a Wednesday) from a start time, lasting `minutes`. */
function session(day: string, start = '19:30', minutes = 45): CourseSession {
  const begins = new Date(`${day}T${start}:00Z`);
  const ends = new Date(begins.getTime() + minutes * 60_000);
  return {
    startsAt: { local: begins.toISOString().slice(0, 19) },
    endsAt: { local: ends.toISOString().slice(0, 19) },
  };
}

/** `count` sessions a week apart from `first`. */
function weekly(first: string, count: number, start?: string): CourseSession[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(`${first}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 7 * index);
    return session(day.toISOString().slice(0, 10), start);
  });
}

describe('courseWeeks', () => {
  it('counts the weeks from the first session to the end of the last, rounded up', () => {
    expect(courseWeeks(weekly('2026-12-02', 8))).toBe(8);
    expect(courseWeeks(weekly('2026-12-02', 2))).toBe(2);
  });

  it('is at least 1', () => {
    expect(courseWeeks([])).toBe(1);
    expect(courseWeeks([session('2026-12-02')])).toBe(1);
  });

  it('does not depend on the order the sessions come in', () => {
    expect(courseWeeks(weekly('2026-12-02', 4).reverse())).toBe(4);
  });

  it('is not moved by a clock change between sessions (wall-clock times)', () => {
    expect(courseWeeks(weekly('2026-03-18', 3))).toBe(3);
  });
});

describe('daysOfWeek', () => {
  it('lists each day once, Monday first', () => {
    const sessions = [
      session('2026-12-06'),
      session('2026-12-02'),
      session('2026-12-09'),
      session('2026-11-30'),
    ];
    expect(daysOfWeek(sessions)).toEqual([1, 3, 7]);
  });

  it('is empty without sessions', () => {
    expect(daysOfWeek([])).toEqual([]);
  });
});

describe('sessionLengthMinutes', () => {
  it('is the length of the first session', () => {
    expect(
      sessionLengthMinutes([session('2026-12-09', '10:00', 90), session('2026-12-02', '19:30', 45)]),
    ).toBe(45);
  });

  it('is 60 minutes without sessions or with times that make no sense', () => {
    expect(sessionLengthMinutes([])).toBe(60);
    expect(sessionLengthMinutes([session('2026-12-02', '19:30', 0)])).toBe(60);
    expect(sessionLengthMinutes([{ startsAt: { local: 'soon' }, endsAt: { local: 'later' } }])).toBe(60);
  });
});

describe('nextSession', () => {
  const sessions = weekly('2026-12-02', 3);

  it('is the first session not yet started', () => {
    expect(nextSession(sessions, '2026-12-05T09:00:00')).toBe(sessions[1]);
    expect(nextSession([...sessions].reverse(), '2026-12-01T09:00:00')).toBe(sessions[0]);
  });

  it('counts a session that has just begun as started', () => {
    expect(hasStarted(sessions[0] as CourseSession, '2026-12-02T19:30:00')).toBe(true);
    expect(nextSession(sessions, '2026-12-02T19:30:00')).toBe(sessions[1]);
  });

  it('is null once the course is over', () => {
    expect(nextSession(sessions, '2027-01-01T00:00:00')).toBeNull();
    expect(nextSession([], '2027-01-01T00:00:00')).toBeNull();
  });
});

describe('extraSessions', () => {
  it('is none for a course that keeps to its weekly pattern', () => {
    expect(extraSessions(weekly('2026-12-02', 6))).toBe(0);
  });

  it('counts the sessions beyond one a week per weekday', () => {
    const sessions = [...weekly('2026-12-02', 4), session('2026-12-03', '10:00')];
    // Wednesday and Thursday for four weeks would be eight sessions; five are fewer, so none is extra.
    expect(extraSessions(sessions)).toBe(0);
    const twiceOnOneDay = [...weekly('2026-12-02', 4), session('2026-12-09', '10:00')];
    expect(extraSessions(twiceOnOneDay)).toBe(1);
  });

  it('is never negative for a course with a week off', () => {
    expect(extraSessions([session('2026-12-02'), session('2026-12-16')])).toBe(0);
  });
});

describe('localNow', () => {
  it('reads the clock as a wall-clock time without an offset', () => {
    expect(localNow(new Date(2026, 11, 2, 9, 5, 7))).toBe('2026-12-02T09:05:07');
  });
});
