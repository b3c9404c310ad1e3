import { describe, expect, it } from 'vitest';
import { changeStartOf, dayOrText } from './change-start';

const bounds = { min: '2026-12-01', max: '2026-12-31' };

describe('changeStartOf', () => {
  it('starts at the earliest day the change allows', () => {
    expect(changeStartOf(null, bounds)).toBe('2026-12-01');
  });

  it('resets a day before the minimum to the minimum, and one after the maximum to the maximum', () => {
    expect(changeStartOf('2026-11-26', bounds)).toBe('2026-12-01');
    expect(changeStartOf('2027-01-05', bounds)).toBe('2026-12-31');
  });

  it('keeps a day within the bounds, both ends included', () => {
    expect(changeStartOf('2026-12-01', bounds)).toBe('2026-12-01');
    expect(changeStartOf('2026-12-15', bounds)).toBe('2026-12-15');
    expect(changeStartOf('2026-12-31', bounds)).toBe('2026-12-31');
  });

  it('takes something that is not a day to the minimum', () => {
    expect(changeStartOf('2026-02-30', bounds)).toBe('2026-12-01');
    expect(changeStartOf('', bounds)).toBe('2026-12-01');
  });
});

describe('dayOrText', () => {
  it('writes a day as the page does, and leaves other text alone', () => {
    expect(dayOrText('2026-12-24')).toBe('24 December 2026');
    expect(dayOrText('24 December 2026')).toBe('24 December 2026');
  });
});
