import { describe, expect, it } from 'vitest';
import { distanceInMiles, isValidCoordinate, venuesQuery } from './venue';

describe('venue coordinates', () => {
  it('must be finite with latitude within -90 to 90', () => {
    expect(isValidCoordinate(53.4668, -2.2339)).toBe(true);
    expect(isValidCoordinate(90, 180)).toBe(true);
    expect(isValidCoordinate(90.1, 0)).toBe(false);
    expect(isValidCoordinate(Number.NaN, 0)).toBe(false);
    expect(isValidCoordinate(0, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('measures miles to one decimal', () => {
    // Manchester to Leeds city centres, about 36 miles as the crow flies
    expect(distanceInMiles({ lat: 53.4808, lng: -2.2426 }, { lat: 53.8008, lng: -1.5491 })).toBe(36);
    expect(distanceInMiles({ lat: 51.5, lng: -0.1 }, { lat: 51.5, lng: -0.1 })).toBe(0);
  });

  it('wants latitude and longitude together', () => {
    expect(venuesQuery.safeParse({ lat: '51' }).success).toBe(false);
    expect(venuesQuery.safeParse({ lat: '51', lng: '-2' }).data).toEqual({ lat: 51, lng: -2 });
    expect(venuesQuery.safeParse({}).success).toBe(true);
  });
});
