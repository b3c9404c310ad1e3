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

const wholeClock: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** The zone's offset read by Intl at one instant, to the second as Intl reads it. */
function offsetByIntl(at: number, timeZone: string): number {
  const p = parts(new Date(at), timeZone, wholeClock);
  return (
    Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!) -
    Math.floor(at / 1000) * 1000
  );
}

/**
 * Offsets of quarter hours already read. Every zone today is a whole number of quarter hours from UTC and
 * changes at a local quarter hour, so its offset holds across a quarter hour of UTC; a quarter whose two
 * ends disagree (a historical zone) is never kept. Formatting with Intl was most of a feed page's and a
 * timetable's time: hundreds of instants, a few dozen quarter hours.
 */
const quarterHour = 15 * 60_000;
const knownOffsets = new Map<string, number>();

/** How far a time zone's clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffset(at: Date, timeZone: string): number {
  const quarter = Math.floor(at.getTime() / quarterHour) * quarterHour;
  const key = `${timeZone}|${quarter}`;
  const known = knownOffsets.get(key);
  if (known !== undefined) return known;
  const offset = offsetByIntl(quarter, timeZone);
  if (offsetByIntl(quarter + quarterHour - 1000, timeZone) !== offset)
    return offsetByIntl(at.getTime(), timeZone);
  if (knownOffsets.size >= 20_000) knownOffsets.clear();
  knownOffsets.set(key, offset);
  return offset;
}

/** The zone's wall clock at an instant, as the UTC fields of a Date ('YYYY-MM-DDTHH:MM:SS' from toISOString). */
function wallClock(at: Date, timeZone: string): string {
  return new Date(at.getTime() + zoneOffset(at, timeZone)).toISOString();
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDate(at: Date, timeZone = operatorTimeZone): string {
  return wallClock(at, timeZone).slice(0, 10);
}

/** 'DD/MM/YYYY' in a time zone: a booking's date as customers read it (spec part 1 §9). */
export function formatDay(at: Date, timeZone = operatorTimeZone): string {
  const [year, month, day] = localDate(at, timeZone).split('-');
  return `${day}/${month}/${year}`;
}

/** 'HH:MM', 24-hour, in a time zone. */
export function localClock(at: Date, timeZone = operatorTimeZone): string {
  return wallClock(at, timeZone).slice(11, 16);
}

/** 'YYYY-MM-DDTHH:MM:SS' in a time zone, no offset: the `local` of a course's sessions (spec part 2 §3). */
export function localDateTime(at: Date, timeZone = operatorTimeZone): string {
  return wallClock(at, timeZone).slice(0, 19);
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
  const local = wallClock(at, timeZone);
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '26 September 2026', the API's fullDate (spec part 3). */
export function formatFullDate(at: Date, timeZone = operatorTimeZone): string {
  const [year, month, day] = localDate(at, timeZone).split('-');
  return `${Number(day)} ${monthNames[Number(month) - 1]} ${Number(year)}`;
}

/** How far a time zone's clock is ahead of UTC at an instant, in milliseconds. */
const offsetAt = zoneOffset;

/**
 * The instant a calendar day begins in a time zone. The offset is read at the answer, not at noon, so
 * the day the clocks go forward (which begins on the old offset) begins at its real midnight.
 */
export function startOfLocalDay(day: string, timeZone = operatorTimeZone): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = new Date(midnightUtc - offsetAt(new Date(midnightUtc), timeZone));
  return new Date(midnightUtc - offsetAt(guess, timeZone));
}
