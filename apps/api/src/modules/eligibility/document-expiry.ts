import { daysBetween, localDate, operatorTimeZone } from '../../platform/local-time';

/** A document counts as expiring soon within this many days of its last day (the dashboard notice). */
export const expiringSoonDays = 30;

export type DocumentExpiry = { expired: boolean; documentExpiringSoon: boolean; daysToExpiry: number | null };

/**
 * Expired once its last day (expiresOn) has passed in the operator's time zone, not in UTC; without a
 * document or an end date there is nothing to say.
 */
export function documentExpiry(
  expiresOn: string | null,
  now: Date,
  timeZone = operatorTimeZone,
): DocumentExpiry {
  if (!expiresOn) return { expired: false, documentExpiringSoon: false, daysToExpiry: null };
  const days = daysBetween(localDate(now, timeZone), expiresOn);
  const expired = days < 0;
  return { expired, documentExpiringSoon: !expired && days <= expiringSoonDays, daysToExpiry: days };
}
