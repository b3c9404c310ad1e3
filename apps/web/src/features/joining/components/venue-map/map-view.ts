/** Spec part 2 §9's map settings. */
export const mapSettings = {
  centre: { lat: 53.59, lng: -2 },
  /** A phone's map shows Great Britain from coast to coast at this zoom. */
  narrowZoom: 4.92,
  flyMs: 2_000,
  clusterRadius: 22,
  clusterMaxZoom: 20,
  /** 'Search this area' shows once the map is zoomed in past this: a town, not a country. */
  searchAreaAbove: 8,
} as const;

/** The spec gives only a phone's zoom: a laptop's taller map shows Bristol and London to Edinburgh at this one. */
export const wideZoom = 5.2;
/** Narrower than this, a map is a phone's. */
export const narrowMapPx = 640;

/**
 * The venues call's widest radius, contracts/venue's maxRadiusMiles (a test holds the two together): imported,
 * that module would bring zod into the page.
 */
export const widestSearchMiles = 100;

export type Position = { lat: number; lng: number };
export type Bounds = { west: number; south: number; east: number; north: number };

/** What 'Search this area' asks the venues call for: the circle around the view, and the view itself. */
export type Area = Position & { radius: number; bounds: Bounds };

/** Where the map goes when the centres listed change. */
export type MapTarget =
  | { kind: 'home' }
  /** Around a place or the visitor, wide enough to show the search radius. */
  | { kind: 'around'; lat: number; lng: number; miles: number }
  /** Wide enough to show every centre found by name. */
  | { kind: 'venues'; positions: Position[] };

/** Miles in a degree of latitude, and in a degree of longitude at a latitude. */
const milesPerDegree = 69.05;
const milesPerDegreeOfLng = (lat: number) => milesPerDegree * Math.cos((lat * Math.PI) / 180);

export function boundsAround({ lat, lng }: Position, miles: number): Bounds {
  const dLat = miles / milesPerDegree;
  const dLng = miles / milesPerDegreeOfLng(lat);
  return { west: lng - dLng, south: lat - dLat, east: lng + dLng, north: lat + dLat };
}

export function boundsOf(positions: Position[]): Bounds | null {
  if (positions.length === 0) return null;
  const lats = positions.map((p) => p.lat);
  const lngs = positions.map((p) => p.lng);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}

/**
 * The venues call takes a centre and a radius, not a box: the circle through the view's corners, in whole
 * miles (within the call's limit). The list then keeps the venues inside the view itself (`inBounds`).
 */
export function areaOf(bounds: Bounds): Area {
  const centre = { lat: (bounds.south + bounds.north) / 2, lng: (bounds.west + bounds.east) / 2 };
  // Flat miles to a southern corner, the farther north of the equator: over a view zoomed in past 8 the
  // error is well within the mile added.
  const north = (bounds.north - centre.lat) * milesPerDegree;
  const east = (bounds.east - centre.lng) * milesPerDegreeOfLng(bounds.south);
  return { ...centre, radius: Math.min(widestSearchMiles, Math.ceil(Math.hypot(north, east)) + 1), bounds };
}

export const inBounds = (bounds: Bounds, { lat, lng }: Position) =>
  lat >= bounds.south && lat <= bounds.north && lng >= bounds.west && lng <= bounds.east;
