import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * Spec part 1 §5 and §9: a date is entered as DD/MM/YYYY and sent as YYYY-MM-DD, and a date of birth
 * is never in the future. Answers the wire form, or null when the entry is not such a date.
 */
export function entryDateToWire(entry: string, today: Date = new Date()): string | null {
  const parsed = dayjs(entry.trim(), 'DD/MM/YYYY', true);
  if (!parsed.isValid()) return null;
  if (parsed.isAfter(dayjs(today), 'day')) return null;
  if (parsed.year() < 1900) return null;
  return parsed.format('YYYY-MM-DD');
}
