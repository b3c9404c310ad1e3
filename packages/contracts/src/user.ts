import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { price } from './money';

export const profilePhoto = z.object({
  authorisation: z.object({ allowed: z.boolean() }),
  /** Served only to its owner and to staff; null when no photo is set. */
  url: z.string().nullable(),
  isSet: z.boolean(),
  reminder: z.object({ dismissed: z.boolean() }),
});
export type ProfilePhoto = z.infer<typeof profilePhoto>;

export const documentExpiry = z.object({
  expired: z.boolean(),
  documentExpiringSoon: z.boolean(),
  daysToExpiry: z.number().int().nullable(),
});

/** A membership of the customer, as the account lists it (the memberships work fills it in). */
export const userMembership = z.object({ id: z.number().int(), name: z.string(), status: z.string() });

/**
 * The User of spec part 1 §3, as `GET /api/auth/user` answers it. `membershipUser` is the object whose
 * id cart calls send as `membership_user_id` (spec part 3); the customer's memberships sit beside it
 * (docs/decisions/005-membership-user.md).
 */
export const user = z.object({
  id: z.number().int(),
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  homeVenueSlug: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  membershipUser: z.object({ id: z.number().int() }),
  memberships: z.array(userMembership),
  credit: z.object({ balance: price }),
  hasInstruction: z.boolean(),
  hasBillingDate: z.boolean(),
  hasOutstandingPenalties: z.boolean(),
  documentExpiry,
  membershipDocumentUploadRequired: z.boolean(),
  daysAllowanceToUploadEligibilityDocument: z.number().int().nullable(),
  profilePhoto,
});
export type User = z.infer<typeof user>;
export const fullUserResponse = dataEnvelope(user);

/** The account view of §3: the dashboard's header facts. */
export const accountView = z.object({
  reference: z.string(),
  fullName: z.string(),
  hasOutstandingPenaltyFees: z.boolean(),
});
export const accountViewResponse = dataEnvelope(accountView);
