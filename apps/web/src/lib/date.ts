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
