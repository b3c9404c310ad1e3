import type { ActivitySession } from '@leisure/contracts/activities';

export const timesOfDay = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

export type SessionFilters = { activity: string | null; time: TimeOfDay | null };

export function isTimeOfDay(value: string | null): value is TimeOfDay {
  return (timesOfDay as readonly string[]).includes(value ?? '');
}

/** By the venue's wall-clock start: before noon is morning, from 17:00 evening, afternoon between. */
export function timeOfDayOf(startsAt24Hour: string): TimeOfDay {
  const hour = Number(startsAt24Hour.slice(0, 2));
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

export function filterSessions(sessions: ActivitySession[], filters: SessionFilters): ActivitySession[] {
  return sessions.filter(
    (session) =>
      (filters.activity === null || session.activitySlug === filters.activity) &&
      (filters.time === null || timeOfDayOf(session.startsAt.format24Hour) === filters.time),
  );
}

/**
 * 'Tue 24 November 2026', the API's full_date_pretty shape, for a day the API sent nothing for (an empty
 * day): never the raw ISO date on screen.
 */
export function fullDatePretty(raw: string): string {
  const date = new Date(`${raw}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return raw;
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(date);
  return `${part({ weekday: 'short' })} ${part({ day: 'numeric' })} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`;
}
