/**
 * How a course's wall-clock times read on screen. A 'YYYY-MM-DDTHH:MM:SS' reading (no offset) is the
 * venue's own clock, so it is taken apart as written: never read in the browser's time zone. No date
 * library: these words are on the session page's first load.
 */
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const months = [
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

function partsOf(local: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00'] = match;
  const monthIndex = Number(month) - 1;
  if (!months[monthIndex]) return null;
  // The weekday of a calendar date, which no time zone changes.
  const isoDay = ((new Date(Date.UTC(Number(year), monthIndex, Number(day))).getUTCDay() + 6) % 7) + 1;
  return { year, monthIndex, day: Number(day), hour, minute, isoDay };
}

/** 'Wednesday 7 October 2026' */
export function sessionDay(local: string): string {
  const p = partsOf(local);
  return p ? `${weekdayName(p.isoDay)} ${p.day} ${months[p.monthIndex]} ${p.year}` : '';
}

/** '7 Oct 2026' */
export function shortDate(local: string): string {
  const p = partsOf(local);
  return p ? `${p.day} ${months[p.monthIndex]!.slice(0, 3)} ${p.year}` : '';
}

/** '18:30' */
export function clockTime(local: string): string {
  const p = partsOf(local);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** 'Wednesday' for ISO day 3 (1 = Monday). */
export function weekdayName(isoDay: number): string {
  return weekdays[(((isoDay - 1) % 7) + 7) % 7]!;
}
