import dayjs from 'dayjs';

/** The date formats of spec part 1 §9. */
export const dateFormats = {
  guestPass: 'D MMM YYYY [at] HH:mm',
  waiver: 'DD/MM/YYYY HH:mm',
  entry: 'DD/MM/YYYY',
  wire: 'YYYY-MM-DD',
} as const;

export function formatDate(value: string | Date, format: keyof typeof dateFormats): string {
  return dayjs(value).format(dateFormats[format]);
}

/**
 * An end that falls on midnight (a period ends as its next day starts) as the last minute of its last day:
 * '30 Nov 2026 at 23:59' rather than '1 Dec 2026 at 00:00', which reads as a day more.
 */
export function formatEnd(value: string | Date, format: keyof typeof dateFormats): string {
  const at = dayjs(value);
  const midnight = at.hour() === 0 && at.minute() === 0 && at.second() === 0;
  return (midnight ? at.subtract(1, 'minute') : at).format(dateFormats[format]);
}
