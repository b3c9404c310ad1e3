/**
 * The numbers a course booking's page derives from its sessions (spec part 2 §3, "Course booking
 * bundle"). Session times are the venue's local wall-clock readings without an offset
 * ('YYYY-MM-DDTHH:MM:SS'), so the arithmetic reads them as if they were UTC: a clock change between two
 * sessions then moves neither of them.
 */

export type CourseSession = { startsAt: { local: string }; endsAt: { local: string } };

const minute = 60_000;
const week = 7 * 24 * 60 * minute;

/** Spec part 2 §9: a course session lasts 60 minutes unless its times say otherwise. */
export const defaultSessionMinutes = 60;

function wallClock(local: string): number {
  return Date.parse(`${local.slice(0, 19)}Z`);
}

function inOrder<T extends CourseSession>(sessions: readonly T[]): T[] {
  return [...sessions].sort((a, b) => a.startsAt.local.localeCompare(b.startsAt.local));
}

/**
 * Weeks from the start of the first session to the end of the last, rounded up and at least 1: eight
 * weekly sessions are an eight-week course, a single session a one-week course.
 */
export function courseWeeks(sessions: readonly CourseSession[]): number {
  const ordered = inOrder(sessions);
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  if (!first || !last) return 1;
  const span = wallClock(last.endsAt.local) - wallClock(first.startsAt.local);
  if (!Number.isFinite(span) || span <= 0) return 1;
  return Math.max(1, Math.ceil(span / week));
}

/** The days the course meets, once each, Monday first (ISO numbers: 1 Monday … 7 Sunday). */
export function daysOfWeek(sessions: readonly CourseSession[]): number[] {
  const days = new Set<number>();
  for (const session of sessions) {
    const time = wallClock(session.startsAt.local);
    if (Number.isFinite(time)) days.add(((new Date(time).getUTCDay() + 6) % 7) + 1);
  }
  return [...days].sort((a, b) => a - b);
}

/** Minutes of the first session; 60 when there is none or its times make no sense. */
export function sessionLengthMinutes(sessions: readonly CourseSession[]): number {
  const first = inOrder(sessions)[0];
  if (!first) return defaultSessionMinutes;
  const length = (wallClock(first.endsAt.local) - wallClock(first.startsAt.local)) / minute;
  return Number.isFinite(length) && length > 0 ? Math.round(length) : defaultSessionMinutes;
}

/** Whether a session has started by `nowLocal`, a wall-clock reading in the same form as its times. */
export function hasStarted(session: CourseSession, nowLocal: string): boolean {
  return session.startsAt.local.slice(0, 19) <= nowLocal.slice(0, 19);
}

/** The first session not yet started, or null when the course is over. */
export function nextSession<T extends CourseSession>(sessions: readonly T[], nowLocal: string): T | null {
  return inOrder(sessions).find((session) => !hasStarted(session, nowLocal)) ?? null;
}

/**
 * Sessions beyond the regular pattern. A course that meets on D weekdays for W weeks has W × D regular
 * sessions; anything more (a catch-up session, a second session in one week) is extra. Never negative:
 * a course with gaps (a half-term week off) has fewer sessions than its pattern, not negative extras.
 */
export function extraSessions(sessions: readonly CourseSession[]): number {
  const regular = courseWeeks(sessions) * daysOfWeek(sessions).length;
  return Math.max(0, sessions.length - regular);
}

/** The present moment as a wall-clock reading ('YYYY-MM-DDTHH:MM:SS') in the browser's own time zone. */
export function localNow(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(
    now.getMinutes(),
  )}:${pad(now.getSeconds())}`;
}
