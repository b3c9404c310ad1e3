import { describe, expect, it } from 'vitest';
import { availabilityOf, isBookable } from './places-left';

const release = {
  utc: '2026-09-26T18:00:00Z',
  local: '2026-09-26T19:00:00',
  timezone: 'Europe/London',
  format12Hour: '7:00pm',
  format24Hour: '19:00',
};
const before = new Date('2026-09-20T10:00:00Z');
const after = new Date('2026-09-27T10:00:00Z');

describe('availabilityOf', () => {
  it('counts the places left of a bookable session', () => {
    const result = availabilityOf(
      { spaces: 4, actionToShow: { status: 'BOOK', reason: null }, firstBookableAt: release },
      after,
    );
    expect(result).toEqual({ kind: 'spaces', count: 4 });
    expect(isBookable(result)).toBe(true);
  });

  it('says full when the server does, or when no place is left', () => {
    expect(
      availabilityOf(
        { spaces: 0, actionToShow: { status: 'FULL', reason: null }, firstBookableAt: release },
        after,
      ).kind,
    ).toBe('full');
    expect(
      availabilityOf(
        { spaces: 0, actionToShow: { status: 'BOOK', reason: null }, firstBookableAt: release },
        after,
      ).kind,
    ).toBe('full');
  });

  it('gives the release day and time, in venue time, before the session opens', () => {
    const result = availabilityOf(
      { spaces: 8, actionToShow: { status: null, reason: null }, firstBookableAt: release },
      before,
    );
    expect(result).toEqual({ kind: 'opens', day: '26 Sep', time: '19:00' });
    expect(isBookable(result)).toBe(false);
  });

  it('is closed once the booking window has passed', () => {
    expect(
      availabilityOf(
        { spaces: 8, actionToShow: { status: null, reason: null }, firstBookableAt: release },
        after,
      ).kind,
    ).toBe('closed');
  });

  it("reads the release day from the venue's wall clock, not the UTC date", () => {
    const justAfterMidnight = {
      ...release,
      utc: '2026-09-30T23:30:00Z',
      local: '2026-10-01T00:30:00',
      format24Hour: '00:30',
    };
    expect(
      availabilityOf(
        { spaces: 8, actionToShow: { status: null, reason: null }, firstBookableAt: justAfterMidnight },
        before,
      ),
    ).toEqual({ kind: 'opens', day: '1 Oct', time: '00:30' });
  });

  it('is closed when the release time cannot be read', () => {
    expect(
      availabilityOf(
        {
          spaces: 8,
          actionToShow: { status: null, reason: null },
          firstBookableAt: { ...release, utc: 'soon' },
        },
        before,
      ).kind,
    ).toBe('closed');
  });
});
