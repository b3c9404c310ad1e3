/** Places change while the page is open: read the sessions again every 15 s and on window focus. */
export const TIMETABLE_REFRESH_MS = 15_000;
