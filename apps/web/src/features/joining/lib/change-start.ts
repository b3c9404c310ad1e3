import { clampStartDate, isCalendarDay, prettyDay, type StartBounds } from './start-date';

/**
 * A change's start date within the days its costs allow (spec part 2 §5 Start date): none yet is the
 * earliest; one before the minimum resets to the minimum, one after the maximum to the maximum.
 */
export function changeStartOf(startDate: string | null, bounds: StartBounds): string {
  if (startDate === null) return bounds.min;
  return clampStartDate(startDate, bounds) ?? bounds.min;
}

/** A YYYY-MM-DD day as the page writes days ('15 March 2025'); any other text as it came. */
export function dayOrText(text: string): string {
  return isCalendarDay(text) ? prettyDay(text) : text;
}
