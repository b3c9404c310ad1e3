/**
 * A minimal iCalendar (RFC 5545) file for booked sessions: UTC times, a stable UID per booking so a
 * calendar updates rather than duplicates an event, CRLF line ends and lines folded at 75 octets.
 */
export type CalendarEvent = {
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description?: string;
};

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Splits a content line into 75-octet pieces, continuing each with a space, never inside a character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** A subscribed feed's own properties: the name calendar apps show, and how often they should ask again. */
export type FeedProperties = { name: string; refreshInterval: string };

export function buildCalendar(
  events: CalendarEvent[],
  productName: string,
  now: Date,
  feed?: FeedProperties,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(productName)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(feed
      ? [
          `X-WR-CALNAME:${escapeText(feed.name)}`,
          `REFRESH-INTERVAL;VALUE=DURATION:${feed.refreshInterval}`,
          `X-PUBLISHED-TTL:${feed.refreshInterval}`,
        ]
      : []),
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(e.startsAt)}`,
      `DTEND:${stamp(e.endsAt)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `LOCATION:${escapeText(e.location)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
