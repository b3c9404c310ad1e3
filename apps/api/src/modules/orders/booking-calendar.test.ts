import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './booking-calendar';

describe('booking calendar (.ics)', () => {
  const now = new Date('2026-11-23T09:00:00Z');
  const ics = buildCalendar(
    [
      {
        uid: 'booking-42@example.org',
        startsAt: new Date('2026-11-25T18:30:00Z'),
        endsAt: new Date('2026-11-25T19:15:00Z'),
        summary: 'Spin, Studio 1',
        location: 'Riverside Leisure Centre; Studio 1',
      },
    ],
    'Everyday Leisure',
    now,
  );

  it('writes UTC times, a UID per booking and CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('UID:booking-42@example.org\r\n');
    expect(ics).toContain('DTSTART:20261125T183000Z\r\n');
    expect(ics).toContain('DTEND:20261125T191500Z\r\n');
    expect(ics).toContain('SUMMARY:Spin\\, Studio 1\r\n');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('names a subscribed feed and asks calendar apps to read it again hourly; a single file says neither', () => {
    const feed = buildCalendar([], 'Everyday Leisure', now, {
      name: 'Everyday Leisure',
      refreshInterval: 'PT1H',
    });
    expect(feed).toContain('\r\nX-WR-CALNAME:Everyday Leisure\r\n');
    expect(feed).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(feed).toContain('\r\nX-PUBLISHED-TTL:PT1H\r\n');
    expect(feed).not.toContain('BEGIN:VEVENT');
    expect(ics).not.toContain('X-WR-CALNAME');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((l, i) => (i === 0 ? l : l.slice(1)))
        .join(''),
    ).toBe(long);
  });
});
