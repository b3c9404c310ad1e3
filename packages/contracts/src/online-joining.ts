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

const text = (max: number) => z.string().trim().max(max);
/** Bank details are required only when the member has no instruction yet; empty strings count as none. */
const maybeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Joining (spec part 2 §3 Membership details; snake_case on the wire): the choice, its dates
 * and code, and bank details when the member has no instruction. Sent with an Idempotency-Key.
 */
export const joinMembershipRequest = z.object({
  homeVenueId: z.number().int().positive(),
  membershipTypeId: z.number().int().positive(),
  paymentOptionId: z.number().int().positive(),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a start date.'),
  /** Null when the member already has a billing date (their collections keep it). */
  billingDay: z.number().int().nullish(),
  promotionCodeId: z.number().int().positive().nullish(),
  accountHolder: maybeText(100),
  accountDetails: z
    .object({
      accountNumber: text(20),
      sortCode: text(10),
      billingAddressLineOne: maybeText(200),
      billingAddressLineTwo: maybeText(200),
      billingCity: maybeText(100),
      billingPostcode: maybeText(10),
    })
    .nullish(),
  ddTermsAccepted: z.boolean().default(false),
  /** The ids of the terms ticked on the dates step (and the direct-debit terms). */
  terms: z.array(z.number().int().positive()).max(20).default([]),
});
export type JoinMembershipRequest = z.input<typeof joinMembershipRequest>;

/** The pending membership, in the basket at what it costs today; the page goes on to the checkout. */
export const joinMembershipResponse = z.object({
  data: z.object({
    membershipId: z.number().int(),
    /** Its basket line; null once an order has paid for it (a retry after the checkout). */
    cartItemId: z.number().int().nullable(),
    /** Whether a new direct-debit instruction will be set up when the order is paid. */
    newMandate: z.boolean(),
  }),
});
export type JoinMembershipResponse = z.infer<typeof joinMembershipResponse>;

/** The keys the joining call's refusals are listed under (spec part 2 §5 Submission messages). */
export const joiningErrorKeys = [
  'homeVenueId',
  'membershipTypeId',
  'startDate',
  'billingDay',
  'promotion',
  'accountHolder',
  'accountDetails',
  'accountDetails.accountNumber',
  'accountDetails.sortCode',
  'accountDetails.billingAddress',
  'terms',
] as const;
