/** WCAG 2.2.1: a warning at least 20 s before a time limit ends, with a way to extend it. */
export const MIN_WARNING_LEAD_MS = 20_000;
const PREFERRED_WARNING_LEAD_MS = 60_000;

/**
 * When the desk warns and when it signs out, both from the same moment of last activity: the warning's
 * lead is a minute, or a third of a short limit, never under 20 s (so a limit under 20 s warns at once).
 */
export function idleTimes(timeoutSeconds: number): { warnMs: number; logoutMs: number } {
  const logoutMs = Math.max(1, timeoutSeconds) * 1000;
  const lead = Math.max(MIN_WARNING_LEAD_MS, Math.min(PREFERRED_WARNING_LEAD_MS, Math.round(logoutMs / 3)));
  return { warnMs: Math.max(0, logoutMs - lead), logoutMs };
}
