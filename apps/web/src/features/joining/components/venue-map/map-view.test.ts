import { distanceInMiles, maxRadiusMiles } from '@leisure/contracts/venue';
import { describe, expect, it } from 'vitest';
import { areaOf, boundsAround, boundsOf, inBounds, widestSearchMiles } from './map-view';

/** Roughly what a laptop's map shows at zoom 8.2 around the middle of England. */
const view = { west: -2.9, south: 53.2, east: -1.1, north: 54.0 };

describe('the area a map shows', () => {
  it('is asked for as the circle through its corners, in whole miles', () => {
    expect(areaOf(view)).toMatchObject({ lat: 53.6, lng: -2, bounds: view });
    // A laptop's view at 8.2 over England, and just past 8 over the north of Scotland.
    for (const box of [view, { west: -5, south: 57.6, east: -2.9, north: 58.4 }]) {
      const area = areaOf(box);
      const corners = [
        { lat: box.south, lng: box.west },
        { lat: box.south, lng: box.east },
        { lat: box.north, lng: box.west },
        { lat: box.north, lng: box.east },
      ];
      const farthest = Math.max(...corners.map((corner) => distanceInMiles(area, corner)));
      expect(Number.isInteger(area.radius)).toBe(true);
      expect(area.radius).toBeGreaterThanOrEqual(farthest);
      expect(area.radius).toBeLessThan(farthest + 3);
    }
  });

  it('never asks past the venues call’s widest radius', () => {
    expect(widestSearchMiles).toBe(maxRadiusMiles);
    expect(areaOf({ west: -8, south: 50, east: 2, north: 58 }).radius).toBe(maxRadiusMiles);
  });

  it('keeps the centres in the view itself, not those in the circle’s corners beyond it', () => {
    expect(inBounds(view, { lat: 53.4668, lng: -2.2339 })).toBe(true); // Manchester
    expect(inBounds(view, { lat: 53.7623, lng: -1.5487 })).toBe(true); // Leeds
    expect(inBounds(view, { lat: 54.1, lng: -2 })).toBe(false);
    expect(inBounds(view, { lat: 53.6, lng: -1.0 })).toBe(false);
  });
});

describe('where the map flies', () => {
  it('around a place, as far as the radius each way', () => {
    const box = boundsAround({ lat: 53.48, lng: -2.24 }, 5);
    expect(distanceInMiles({ lat: 53.48, lng: -2.24 }, { lat: box.north, lng: -2.24 })).toBeCloseTo(5, 0);
    expect(distanceInMiles({ lat: 53.48, lng: -2.24 }, { lat: 53.48, lng: box.east })).toBeCloseTo(5, 0);
  });

  it('to the centres found, or nowhere when none were', () => {
    expect(
      boundsOf([
        { lat: 53.4668, lng: -2.2339 },
        { lat: 55.9385, lng: -3.1727 },
      ]),
    ).toEqual({ west: -3.1727, south: 53.4668, east: -2.2339, north: 55.9385 });
    expect(boundsOf([])).toBeNull();
  });
});
