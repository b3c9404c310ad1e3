import { describe, expect, it } from 'vitest';
import { entryDateToWire } from './entry-date';

const today = new Date('2026-03-10T12:00:00Z');

describe('a date of birth entered as DD/MM/YYYY', () => {
  it('is sent as YYYY-MM-DD', () => {
    expect(entryDateToWire('04/07/2015', today)).toBe('2015-07-04');
    expect(entryDateToWire(' 10/03/2026 ', today)).toBe('2026-03-10');
  });

  it('is refused when it is not a real date, in another format, or in the future', () => {
    expect(entryDateToWire('31/02/2015', today)).toBeNull();
    expect(entryDateToWire('2015-07-04', today)).toBeNull();
    expect(entryDateToWire('4/7/15', today)).toBeNull();
    expect(entryDateToWire('11/03/2026', today)).toBeNull();
    expect(entryDateToWire('01/01/1850', today)).toBeNull();
  });
});
