/** The start date's range (spec part 2 §5 Start date): YYYY-MM-DD days, both ends included. */
export type StartBounds = { min: string; max: string };

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day `date` falls on where the customer is, as YYYY-MM-DD: the day their calendar shows. */
export function localDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether `text` names a day that exists, as YYYY-MM-DD (not 2025-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = isoDay.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/**
 * The same day `months` later, or the month's last day where it has no such day (31 January → 28 or
 * 29 February): the API's rule (membership-pricing.ts addMonths), so the page offers exactly the days
 * the costs call accepts.
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`;
}

export function todayOf(now: Date = new Date()): string {
  return localDay(now);
}

export function tomorrowOf(now: Date = new Date()): string {
  return addDays(localDay(now), 1);
}

/** Today to one month from today, unless a change's costs give their own (spec part 2 §5 Start date). */
export function defaultStartBounds(now: Date = new Date()): StartBounds {
  const today = localDay(now);
  return { min: today, max: addMonths(today, 1) };
}

/**
 * A typed day brought within the bounds: before the minimum (the past included) it becomes the
 * minimum, as the spec says; after the maximum, the maximum. Not a day at all: null, nothing to clamp.
 */
export function clampStartDate(typed: string, bounds: StartBounds): string | null {
  if (!isCalendarDay(typed)) return null;
  if (typed < bounds.min) return bounds.min;
  if (typed > bounds.max) return bounds.max;
  return typed;
}

export function withinBounds(day: string, bounds: StartBounds): boolean {
  return isCalendarDay(day) && day >= bounds.min && day <= bounds.max;
}

const longDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day as the page shows it, '15 March 2025': the API's prettyFirstBillingDate beside it reads the same. */
export function prettyDay(day: string): string {
  // A calendar day, read at midnight UTC and written in UTC: no zone can move it to the day before.
  return longDay.format(new Date(`${day}T00:00:00Z`));
}
