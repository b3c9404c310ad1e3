import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** Spec part 1 §9: a date is entered and shown as DD/MM/YYYY and sent as YYYY-MM-DD. */
export const entryFormat = 'DD/MM/YYYY';
export const wireFormat = 'YYYY-MM-DD';

/**
 * The wire form of an entered date, or null when it is not a real date, is before 1900 or is in the
 * future (spec part 1 §5: the date picker allows no future dates).
 */
export function entryDateToWire(entry: string, today: Date = new Date()): string | null {
  const parsed = dayjs(entry.trim(), entryFormat, true);
  if (!parsed.isValid()) return null;
  if (parsed.isAfter(dayjs(today), 'day')) return null;
  if (parsed.year() < 1900) return null;
  return parsed.format(wireFormat);
}

/** A stored answer (YYYY-MM-DD) as the customer sees it; anything else is shown as it is. */
export function wireDateToEntry(wire: string | null | undefined): string {
  if (!wire) return '';
  const parsed = dayjs(wire.slice(0, 10), wireFormat, true);
  return parsed.isValid() ? parsed.format(entryFormat) : wire;
}
