import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { guestPassAllowanceTypes, guestPassMaxPageSize, guestPassStatuses } from './guest-pass-rules';
import { recordId, recordIdParam } from './record-id';

/**
 * Guest passes (spec part 1 §3 Guest pass, Pagination, Send-guest-pass input, Guest pass allowance; §7 the
 * three `v1/users/{id}/guestPasses` calls), the public pass page and staff redemption (ours).
 */

export const guestPass = z.object({
  id: z.number().int(),
  guestName: z.string(),
  guestEmail: z.string(),
  status: z.enum(guestPassStatuses),
  /** ISO instants. */
  validFrom: z.string(),
  validTo: z.string(),
  redeemedAt: z.string().nullable(),
  createdAt: z.string(),
  venue: z.object({ id: z.number().int(), name: z.string() }),
});
export type GuestPass = z.infer<typeof guestPass>;

/** Where the spec's Pagination fields sit on the wire: a `pagination` object beside `data` (decision 051). */
export const pagination = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalRecords: z.number().int(),
  /** 1-based; both 0 when the page holds nothing. */
  firstRecordOnCurrentPage: z.number().int(),
  lastRecordOnCurrentPage: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

export const guestPassesResponse = z.object({ data: z.array(guestPass), pagination });
export type GuestPassesPage = z.infer<typeof guestPassesResponse>;
export const guestPassResponse = dataEnvelope(guestPass);

export const guestPassesQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(guestPassMaxPageSize).default(10),
});
export const guestPassUserParams = z.object({ id: recordIdParam });
export const guestPassParams = z.object({ id: recordIdParam, passId: recordIdParam });

export const guestPassAllowance = z.object({
  /** Ours: names the allowance among several of one option ('benefit:12:3', 'package:45'). */
  id: z.string(),
  /** The membership's payment option for a benefit, the package for a package. */
  pricingOptionId: z.number().int(),
  /** Ours: what the card is titled, 'Guest pass (Gym & Swim)' or the package's name. */
  name: z.string(),
  usesRemaining: z.number().int(),
  /** ISO instant: the end of the benefit's period (or of the membership, if sooner), or the package's. */
  expiresAt: z.string(),
  type: z.enum(guestPassAllowanceTypes),
  venues: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Ours: valid at every venue of the operator, shown as 'All centres' rather than a list of every name. */
  allVenues: z.boolean(),
});
export type GuestPassAllowance = z.infer<typeof guestPassAllowance>;
export const guestPassAllowancesResponse = z.object({ data: z.array(guestPassAllowance) });

/** Spec part 1 §3 Send-guest-pass input, as the wire names it. */
export const sendGuestPassRequest = z.object({
  guestName: z.string().trim().min(1, 'Please enter your guest’s name.').max(120),
  guestEmail: z.email('Please enter a valid email address.').max(254),
  venueId: recordId,
});
export type SendGuestPassRequest = z.infer<typeof sendGuestPassRequest>;

/** The public pass page (`/guest-pass/{code}`): the pass as its guest sees it, no sign-in. */
export const publicGuestPass = z.object({
  guestName: z.string(),
  /** Nothing else about the member is shown. */
  memberFirstName: z.string(),
  status: z.enum(guestPassStatuses),
  validFrom: z.string(),
  validTo: z.string(),
  redeemedAt: z.string().nullable(),
  venue: z.object({ name: z.string(), address: z.string() }),
  /** The IANA zone the venue's dates are shown in. */
  timeZone: z.string(),
});
export type PublicGuestPass = z.infer<typeof publicGuestPass>;
export const publicGuestPassResponse = dataEnvelope(publicGuestPass);

/** A pass code: 128 random bits as base64url (22 characters). Anything else is refused unread. */
export const guestPassCode = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
export const guestPassCodeParams = z.object({ code: guestPassCode });

/** Staff redeem at their desk's venue. */
export const redeemGuestPassRequest = z.object({ venueId: recordId });
export const redeemedGuestPassResponse = dataEnvelope(
  guestPass.extend({ memberName: z.string(), memberReference: z.string() }),
);
