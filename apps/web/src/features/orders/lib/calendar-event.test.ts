import { describe, expect, it } from 'vitest';
import { buildCalendarFile, calendarFileName, escapeIcsText, foldIcsLine } from './calendar-event';

const event = {
  uid: 'booking-12@leisure',
  title: 'Yoga, beginners; level 1',
  startsAtUtc: '2026-09-26T18:00:00.000Z',
  endsAtUtc: '2026-09-26T19:00:00Z',
  location: 'Studio 1, Leeds Central',
  description: 'Bring a mat\nand water',
};

describe('buildCalendarFile', () => {
  const file = buildCalendarFile(event, new Date('2026-09-01T08:30:00Z'));
  const lines = file.split('\r\n');

  it('writes one event in UTC with CRLF line ends', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART:20260926T180000Z');
    expect(lines).toContain('DTEND:20260926T190000Z');
    expect(lines).toContain('DTSTAMP:20260901T083000Z');
    expect(lines).toContain('UID:booking-12@leisure');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text values', () => {
    expect(lines).toContain('SUMMARY:Yoga\\, beginners\\; level 1');
    expect(lines).toContain('LOCATION:Studio 1\\, Leeds Central');
    expect(lines).toContain('DESCRIPTION:Bring a mat\\nand water');
    expect(escapeIcsText('a\\b')).toBe('a\\\\b');
  });

  it('leaves out a missing location', () => {
    expect(buildCalendarFile({ ...event, location: null })).not.toContain('LOCATION:');
  });
});

describe('foldIcsLine', () => {
  it('folds long lines at 75 characters with a leading space', () => {
    const folded = foldIcsLine(`SUMMARY:${'x'.repeat(100)}`).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded[1]?.startsWith(' ')).toBe(true);
    expect(folded.join('').replace(/^(.{75}) /, '$1')).toBe(`SUMMARY:${'x'.repeat(100)}`);
    expect(foldIcsLine('SHORT')).toBe('SHORT');
  });
});

describe('calendarFileName', () => {
  it('makes a safe file name', () => {
    expect(calendarFileName('Yoga, beginners!')).toBe('yoga-beginners.ics');
    expect(calendarFileName('***')).toBe('booking.ics');
  });
});
