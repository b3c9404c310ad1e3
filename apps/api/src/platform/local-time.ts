/**
 * Dates as customers read them: in the operator's time zone (each venue has one; every demo venue is
 * in Europe/London). dayjs is not an api dependency; Intl does the zone arithmetic.
 */
export const operatorTimeZone = 'Europe/London';

// Building a formatter costs far more than using one; a timetable reads hundreds of times.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The named parts (year, month, day, hour, …) of an instant read in a time zone. */
export function zoneParts(
  at: Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Record<string, string> {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, ...options });
    formatters.set(key, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, p.value]));
}
const parts = zoneParts;

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDate(at: Date, timeZone = operatorTimeZone): string {
  const p = parts(at, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${p.year}-${p.month}-${p.day}`;
}

/** 'DD/MM/YYYY' in a time zone: a booking's date as customers read it (spec part 1 §9). */
export function formatDay(at: Date, timeZone = operatorTimeZone): string {
  const [year, month, day] = localDate(at, timeZone).split('-');
  return `${day}/${month}/${year}`;
}

/** 'HH:MM', 24-hour, in a time zone. */
export function localClock(at: Date, timeZone = operatorTimeZone): string {
  const p = parts(at, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${p.hour}:${p.minute}`;
}

/** 'YYYY-MM-DDTHH:MM:SS' in a time zone, no offset: the `local` of a course's sessions (spec part 2 §3). */
export function localDateTime(at: Date, timeZone = operatorTimeZone): string {
  const p = parts(at, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** Whole days from one calendar date (YYYY-MM-DD) to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A real day as YYYY-MM-DD: 2026-02-30 parses as 2 March in JavaScript, and is not one. */
export function isCalendarDate(day: string): boolean {
  const parsed = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === day;
}

/** A calendar date moved by whole days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 'DD/MM/YYYY HH:mm', the waivers' format (spec part 1 §9). */
export function formatDateTime(at: Date, timeZone = operatorTimeZone): string {
  const p = parts(at, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** '26 September 2026', the API's fullDate (spec part 3). */
export function formatFullDate(at: Date, timeZone = operatorTimeZone): string {
  const p = parts(at, timeZone, { year: 'numeric', month: 'long', day: 'numeric' });
  return `${p.day} ${p.month} ${p.year}`;
}

/** How far a time zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const local = localDateTime(at, timeZone);
  return Date.parse(`${local}Z`) - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a calendar day begins in a time zone. The offset is read at the answer, not at noon, so
 * the day the clocks go forward (which begins on the old offset) begins at its real midnight.
 */
export function startOfLocalDay(day: string, timeZone = operatorTimeZone): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = new Date(midnightUtc - offsetAt(new Date(midnightUtc), timeZone));
  return new Date(midnightUtc - offsetAt(guess, timeZone));
}
