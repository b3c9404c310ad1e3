import dayjs from 'dayjs';

/**
 * How a course's wall-clock times read on screen. dayjs reads 'YYYY-MM-DDTHH:MM:SS' without an offset
 * as the browser's local time and formats it back unchanged, so the venue's reading is what is shown.
 */
export const sessionDay = (local: string): string => dayjs(local).format('dddd D MMMM YYYY');
export const shortDate = (local: string): string => dayjs(local).format('D MMM YYYY');
export const clockTime = (local: string): string => dayjs(local).format('HH:mm');

/** 'Wednesday' for ISO day 3: 1 January 2024 was a Monday. */
export function weekdayName(isoDay: number): string {
  return dayjs('2024-01-01T12:00:00')
    .add(isoDay - 1, 'day')
    .format('dddd');
}
