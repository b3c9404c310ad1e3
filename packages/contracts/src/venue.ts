import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { picture } from './image';

// Kept apart from the schemas so the bookings site can match venues without loading zod.
export { searchWords, venueMatches } from './venue-match';

/** Spec part 1 §5: coordinates are finite numbers, latitude within -90 to 90. */
export function isValidCoordinate(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180;
}

const earthRadiusMiles = 3958.7613;

/** Great-circle distance in miles, to one decimal (§9, "venue radius distance"). */
export function distanceInMiles(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLng = rad(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  const miles = 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(miles * 10) / 10;
}

export const venue = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  lat: z.number(),
  lng: z.number(),
  timeZone: z.string(),
  displayVenueSelectionButton: z.boolean(),
  activitiesV2Enabled: z.boolean(),
  canDisplayIneligibleMemberships: z.boolean(),
  /** Miles from the position asked about, one decimal; null when no position was given. */
  distance: z.number().nullable(),
  /** The venue's picture; null when the operator has given none. */
  image: picture.nullable(),
});
export type Venue = z.infer<typeof venue>;

const coordinate = (min: number, max: number, name: string) =>
  z.coerce
    .number({ message: `${name} must be a number.` })
    .refine(Number.isFinite, `${name} must be a number.`)
    .refine((v) => v >= min && v <= max, `${name} must be between ${min} and ${max}.`);

/** The joining map's radius slider goes from 1 to 10 miles (spec part 2 §9); outside tools may ask wider. */
export const maxRadiusMiles = 100;
export const radiusNeedsPositionMessage = 'A radius needs a position: give lat and lng too.';

export const venuesQuery = z
  .object({
    lat: coordinate(-90, 90, 'Latitude').optional(),
    lng: coordinate(-180, 180, 'Longitude').optional(),
    /** Only venues within this many miles of lat and lng. */
    radius: z.coerce
      .number({ message: 'Radius must be a number.' })
      .refine(Number.isFinite, 'Radius must be a number.')
      .refine(
        (v) => v > 0 && v <= maxRadiusMiles,
        `Radius must be more than 0 and at most ${maxRadiusMiles} miles.`,
      )
      .optional(),
    /** Venues whose name, town or postcode has these words (case and spaces aside). */
    q: z.string().trim().max(100, 'A search is at most 100 characters.').optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'Latitude and longitude are given together.',
    path: ['lat'],
  })
  .refine((q) => q.radius === undefined || q.lat !== undefined, {
    message: radiusNeedsPositionMessage,
    path: ['radius'],
  });

export const venueParams = z.object({ slug: z.string().min(1).max(120) });
export const venuesResponse = dataEnvelope(z.array(venue));
export const venueResponse = dataEnvelope(venue);
