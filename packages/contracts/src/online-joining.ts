import { z } from 'zod';

/** The joining map's place search (spec part 2 §2 Centre step: a search no centre's name matches is geocoded). */
export const geocodeQuery = z.object({
  term: z
    .string({ message: 'Type a town, city or place.' })
    .trim()
    .min(2, 'Type at least 2 characters.')
    .max(100, 'A search is at most 100 characters.'),
});

export const geocodedPlace = z.object({
  name: z.string(),
  /** The nation or island it is in: 'England', 'Wales', 'Jersey', … */
  region: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type GeocodedPlace = z.infer<typeof geocodedPlace>;

/** The best places first, at most `maxGeocodeResults`; `attribution` credits the data, as its licence asks. */
export const geocodeResponse = z.object({ data: z.array(geocodedPlace), attribution: z.string() });

export const maxGeocodeResults = 8;
