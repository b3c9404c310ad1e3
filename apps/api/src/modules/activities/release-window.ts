import { addDays, localDate } from '../../platform/local-time';
import { zonedInstant } from './session-clock';

export type ReleaseRule = {
  releaseDaysAhead: number;
  /** HH:MM venue time, or null for a rolling window. */
  releaseTime: string | null;
};

/**
 * When a session opens for booking. With a release time, a whole day's sessions open together: at that
 * local time, `releaseDaysAhead` days before the session's local date (so a clock change in between does
 * not move it). Without one, the window rolls: each session opens exactly `releaseDaysAhead` × 24 hours
 * before it starts, so a day can be part released (docs/decisions/008).
 */
export function releaseInstant(startsAt: Date, timeZone: string, rule: ReleaseRule): Date {
  if (rule.releaseTime === null) return new Date(startsAt.getTime() - rule.releaseDaysAhead * 86_400_000);
  const day = addDays(localDate(startsAt, timeZone), -rule.releaseDaysAhead);
  return zonedInstant(day, rule.releaseTime, timeZone);
}
