import dayjs from 'dayjs';

/** A booking's start as the desk reads it: 'Thu 26 Nov 2026, 18:00' (the browser's clock is the venue's). */
export function formatInstant(iso: string): string {
  return dayjs(iso).format('ddd D MMM YYYY, HH:mm');
}
