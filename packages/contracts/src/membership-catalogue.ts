import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { recordIdParam } from './record-id';

/** The memberships a centre sells (spec part 2 §3 Membership type/option), for the joining page's membership step. */
export const membershipTypesQuery = z.object({ venueId: recordIdParam });

const fee = z.object({ formatted: z.string(), decimal: z.string() });

export const isPurchasable = z.object({
  canPurchase: z.boolean(),
  /** False when the card shows no price: the customer may not buy it ('You are not eligible for this membership'). */
  hasPrices: z.boolean(),
  /** The server's reason when it cannot be bought, or what buying it will ask for (proof later); else null. */
  message: z.string().nullable(),
});

export const membershipPaymentOption = z.object({
  id: z.number().int(),
  paymentType: z.enum(['recurring', 'fixed']),
  fixedDuration: z.number().int().nullable(),
  fixedPeriod: z.enum(['day', 'week', 'month', 'year']).nullable(),
  fees: z.object({ baseFee: fee, joiningFee: fee }),
  globalBasePrice: fee.nullable(),
  /** What joining today costs at the least: the first month (or the term) and the joining fee. */
  totalToPayNow: fee,
  isPurchasable,
});
export type MembershipPaymentOption = z.infer<typeof membershipPaymentOption>;

export const membershipBenefit = z.object({
  name: z.string(),
  /** Null: without limit. */
  totalUses: z.number().int().nullable(),
  frequency: z.enum(['day', 'week', 'month', 'year']),
  description: z.string(),
});

export const membershipType = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  categories: z.array(z.object({ name: z.string() })),
  coverage: z.enum(['national', 'local']),
  eligibility: z.object({ name: z.string(), proofRequired: z.boolean() }).nullable(),
  /** Sanitised HTML. */
  description: z.string(),
  /** The venues it opens (every venue of the operator when national). */
  providesAccessTo: z.array(z.object({ name: z.string() })),
  benefits: z.array(membershipBenefit),
  paymentOptions: z.array(membershipPaymentOption),
});
export type MembershipType = z.infer<typeof membershipType>;

export const membershipTypesResponse = dataEnvelope(z.array(membershipType));
