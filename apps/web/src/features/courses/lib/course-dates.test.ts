import { describe, expect, it } from 'vitest';
import { clockTime, sessionDay, shortDate, weekdayName } from './course-dates';

describe("a course's wall-clock readings", () => {
  it('reads the venue time as written, whatever the browser zone', () => {
    expect(sessionDay('2026-10-07T18:30:00')).toBe('Wednesday 7 October 2026');
    expect(shortDate('2026-10-07T18:30:00')).toBe('7 Oct 2026');
    expect(clockTime('2026-10-07T18:30:00')).toBe('18:30');
    // Just after midnight stays on its own day (a zone conversion would move it back in the Americas).
    expect(sessionDay('2026-03-29T00:15:00')).toBe('Sunday 29 March 2026');
    expect(shortDate('2024-02-29T09:00:00')).toBe('29 Feb 2024');
  });

  it('names ISO weekdays from Monday', () => {
    expect([1, 3, 7].map(weekdayName)).toEqual(['Monday', 'Wednesday', 'Sunday']);
  });

  it('shows nothing for a reading that is not a date', () => {
    expect(sessionDay('soon')).toBe('');
    expect(clockTime('2026-13-01T10:00:00')).toBe('');
  });
});
