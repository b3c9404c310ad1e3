import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { membershipType } from './membership-catalogue';
import { recordId, recordIdParam } from './record-id';

/**
 * A customer's memberships after joining (spec part 2 §3 Membership (list), Renewal details, Change
 * costs), the calls of the memberships list, renew and change.
 */

const fee = z.object({ formatted: z.string(), decimal: z.string() });
/** A calendar day: YYYY-MM-DD and as the page writes it ('26 November 2026'). */
const day = z.object({ raw: z.string(), fullDate: z.string() });

export const membershipStatuses = [
  'pending',
  'active',
  'frozen',
  'cancelled',
  'suspended',
  'expired',
] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export const membershipIdParams = z.object({ id: recordIdParam });

export const accountMembership = z.object({
  id: z.number().int(),
  reference: z.string(),
  /** The type's slug: the renew route names it. */
  slug: z.string().nullable(),
  status: z.enum(membershipStatuses),
  /** 'freeze pending', 'freeze pending approval', or what else qualifies the status; null when nothing. */
  statusInfo: z.string().nullable(),
  /** Whose membership it is: the customer or one of their linked users. */
  holder: z.object({ id: z.number().int(), name: z.string() }),
  membershipType: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    coverage: z.enum(['national', 'local']).nullable(),
    eligibilityCriterion: z
      .object({
        id: z.number().int(),
        documentTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
      })
      .nullable(),
  }),
  homeVenue: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  paymentType: z.enum(['recurring', 'fixed']).nullable(),
  startDate: z.object({ date: day }),
  /** The last day of membership, when it has one. */
  expiresAt: day.nullable(),
  price: fee.nullable(),
  nextPaymentDate: day.nullable(),
  benefits: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      /** Null: without limit. */
      remainingUses: z.number().int().nullable(),
      renewsAt: z.object({ rawPretty: z.string() }).nullable(),
    }),
  ),
  document: z
    .object({
      status: z.string(),
      rejectionReason: z.string().nullable(),
      documentExpiry: z.object({ documentExpiringSoon: z.boolean(), expired: z.boolean() }).nullable(),
      type: z.object({ name: z.string() }).nullable(),
    })
    .nullable(),
  managementEnabled: z.boolean(),
  freezable: z.boolean(),
  cancellable: z.boolean(),
  renewable: z.boolean(),
  canRenew: z.boolean(),
  renewForbidReason: z.string().nullable(),
  canChange: z.boolean(),
  cannotChangeReason: z.string().nullable(),
});
export type AccountMembership = z.infer<typeof accountMembership>;
export const accountMembershipsResponse = dataEnvelope(z.array(accountMembership));

/** What renewing a fixed membership buys (spec part 2 §3 Renewal details). */
export const renewalDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  reference: z.string(),
  /** The venues it opens: 'All national locations.' or their names. */
  access: z.string(),
  /** '12 months' */
  duration: z.string(),
  price: fee,
  joiningFee: fee.nullable(),
  startDate: z.object({ raw: z.string(), fullDatePretty: z.string() }),
  endDate: z.object({ raw: z.string(), fullDatePretty: z.string() }),
  benefits: z.array(z.string()),
  /** Sanitised HTML. */
  description: z.string(),
  totalCost: fee,
  membershipTypeId: z.number().int(),
  paymentOptionId: z.number().int(),
});
export type RenewalDetails = z.infer<typeof renewalDetails>;
export const renewalDetailsResponse = dataEnvelope(renewalDetails);
export const renewResponse = dataEnvelope(z.object({ cartItemId: z.number().int() }));

/** What a member may change to: the other memberships at their home venue, paid the same way. */
export const changeOptions = z.object({
  membership: z.object({
    id: z.number().int(),
    name: z.string(),
    reference: z.string(),
    paymentType: z.enum(['recurring', 'fixed']),
    paymentOptionId: z.number().int().nullable(),
    price: fee,
    homeVenue: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  }),
  types: z.array(membershipType),
});
export type ChangeOptions = z.infer<typeof changeOptions>;
export const changeOptionsResponse = dataEnvelope(changeOptions);

export const changeCostsParams = z.object({ id: recordIdParam, paymentOptionId: recordIdParam });
export const changeCostsQuery = z.object({
  /** The new membership's first day; the earliest allowed when left out. */
  startsAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
    .optional(),
});

/** What changing to an option costs (spec part 2 §3 Costs: Change costs). */
export const changeCosts = z.object({
  /** Paid now: the month in hand and the fees (the difference for time already paid for). */
  totalDueNow: fee.extend({ monthInHand: fee, fees: fee }),
  /** The new membership's price per month, or for its term. */
  newMembershipPrice: fee,
  differenceToOldMembership: z.string(),
  startsAt: z.object({ min: z.string(), max: z.string() }),
  startDate: z.string(),
  /** The last day of the current membership: the day before the new one starts. */
  currentEndsOn: z.string(),
  /** The day a fixed membership ends; null for a monthly one. */
  endDate: z.string().nullable(),
  firstBillingDate: z.string().nullable(),
  prettyFirstBillingDate: z.string().nullable(),
  paymentType: z.enum(['recurring', 'fixed']),
  fixedDuration: z.number().int().nullable(),
  fixedPeriod: z.enum(['day', 'week', 'month', 'year']).nullable(),
});
export type ChangeCosts = z.infer<typeof changeCosts>;
export const changeCostsResponse = dataEnvelope(changeCosts);

export const changeRequest = z.object({
  startsAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a start date.'),
  paymentOptionId: recordId,
});
export type ChangeRequest = z.input<typeof changeRequest>;
/**
 * The change made: in the basket to pay (cartItemId), or, with nothing to pay, applied at once with an
 * order of nothing (orderId), whose confirmation the page opens.
 */
export const changeResponse = dataEnvelope(
  z.object({
    membershipId: z.number().int(),
    cartItemId: z.number().int().nullable(),
    orderId: z.number().int().nullable(),
  }),
);
export type ChangeResponse = z.infer<typeof changeResponse>;
