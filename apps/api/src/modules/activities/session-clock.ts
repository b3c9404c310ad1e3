import {
  addDays,
  daysBetween,
  formatFullDate,
  localClock,
  localDate,
  zoneOffset,
} from '../../platform/local-time';

/**
 * The wall-clock shapes of spec part 3 (dates, 12- and 24-hour times, instants), read in a venue's time
 * zone. Intl does the zone arithmetic, so summer time needs no table of our own.
 */

/** Minutes the zone is ahead of UTC at an instant (60 in British Summer Time). */
function offsetMinutes(at: Date, timeZone: string): number {
  return Math.round(zoneOffset(at, timeZone) / 60_000);
}

/**
 * The instant a wall-clock reading (YYYY-MM-DD, HH:MM) names in a zone. In the hour a spring clock change
 * skips, the reading is taken with the offset before the change (01:30 on the last Sunday of March in
 * London is 02:30 BST); in the repeated autumn hour, the first of the two.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  const before = offsetMinutes(new Date(naive - 86_400_000 / 2), timeZone);
  const guess = naive - before * 60_000;
  const after = offsetMinutes(new Date(guess), timeZone);
  if (after === before) return new Date(guess);
  const adjusted = naive - after * 60_000;
  return localClock(new Date(adjusted), timeZone) === time ? new Date(adjusted) : new Date(guess);
}

/** A calendar date is real (2026-02-30 is not). */
export function isRealDate(date: string): boolean {
  const at = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === date;
}

/** The first instant of a local day and of the next: the range a day's sessions start in. */
export function dayRange(date: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: zonedInstant(date, '00:00', timeZone),
    to: zonedInstant(addDays(date, 1), '00:00', timeZone),
  };
}

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `{ raw, rawPretty, dayPretty, datePretty, fullDatePretty, fullDate, difference, tz }` of a local date. */
export function sessionDateOf(date: string, today: string, timeZone: string) {
  const noon = new Date(`${date}T12:00:00Z`);
  const [year, month, day] = date.split('-');
  const dayName = days[noon.getUTCDay()]!;
  const fullDate = formatFullDate(noon, 'UTC');
  return {
    raw: date,
    rawPretty: `${day}/${month}/${year}`,
    dayPretty: dayName,
    datePretty: `${Number(day)} ${months[Number(month) - 1]}`,
    fullDatePretty: `${dayName} ${fullDate}`,
    fullDate,
    difference: daysBetween(today, date),
    tz: timeZone,
  };
}

/** `{ format12Hour: "7:00pm", format24Hour: "19:00" }` */
export function clockOf(at: Date, timeZone: string) {
  const format24Hour = localClock(at, timeZone);
  const [hour, minute] = format24Hour.split(':').map(Number) as [number, number];
  const format12Hour = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'}`;
  return { format12Hour, format24Hour };
}

/** `{ utc, local, timezone, format12Hour, format24Hour }`; local is 'YYYY-MM-DD HH:MM:SS' in the zone. */
export function instantOf(at: Date, timeZone: string) {
  const clock = clockOf(at, timeZone);
  return {
    utc: at.toISOString(),
    local: `${localDate(at, timeZone)} ${clock.format24Hour}:00`,
    timezone: timeZone,
    ...clock,
  };
}
