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

/** Bank details checked before the confirmation step, so the direct-debit step marks them there and then. */
export const bankAccountRequest = z.object({
  accountNumber: z.string({ message: 'Enter an account number of 8 digits.' }).max(20),
  sortCode: z.string({ message: 'Enter a sort code of 6 digits.' }).max(10),
});
export const bankAccountResponse = z.object({
  data: z.object({
    /** All that is ever shown back of the number. */
    accountNumberEnding: z.string(),
    sortCode: z.string(),
  }),
});
