import { takingsCsvPath } from '@leisure/contracts/foh-desk-rules';

/** YYYY-MM-DD of the browser's calendar day: the desk's own day, as the venue's is where the desk stands. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isDay(value: string | null): value is string {
  return (
    value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
  );
}

/**
 * The venue a report is for: the one in the address when it is one of the staff member's, else their desk's,
 * else their first. Null when they have none.
 */
export function reportVenue(
  asked: string | null,
  venues: readonly { id: number }[],
  deskVenueId: number | null,
): number | null {
  const wanted = Number(asked);
  if (venues.some((venue) => venue.id === wanted)) return wanted;
  if (deskVenueId !== null && venues.some((venue) => venue.id === deskVenueId)) return deskVenueId;
  return venues[0]?.id ?? null;
}

/** The CSV of one venue's day: a link the browser downloads with the staff session's cookie. */
export function takingsCsvHref(venueId: number, date: string): string {
  return `${takingsCsvPath}?${new URLSearchParams({ venue_id: String(venueId), date })}`;
}

/** A page number from the address: 1 unless it is a whole number from 1. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
