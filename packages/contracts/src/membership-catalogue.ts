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

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');

export const membershipOptionParams = z.object({ typeId: recordIdParam, paymentOptionId: recordIdParam });

/** What joining with this option costs for these choices (spec part 2 §3 Costs). */
export const membershipCostsQuery = z.object({
  venueId: recordIdParam,
  /** Today when left out. */
  startDate: isoDay.optional(),
  /** 1–28; a monthly option needs it unless the customer already has a billing date. */
  billingDay: z.coerce
    .number({ message: 'Choose a billing day from 1 to 28.' })
    .int('Choose a billing day from 1 to 28.')
    .optional(),
  promotionCodeId: recordIdParam.optional(),
});

export const membershipCosts = z.object({
  paymentType: z.enum(['recurring', 'fixed']),
  fixedDuration: z.number().int().nullable(),
  fixedPeriod: z.enum(['day', 'week', 'month', 'year']).nullable(),
  startDate: z.string(),
  /** The day a fixed membership ends; null for a monthly one. */
  endDate: z.string().nullable(),
  /** The first direct-debit collection, as YYYY-MM-DD and as the page shows it; null for a single payment. */
  firstBillingDate: z.string().nullable(),
  prettyFirstBillingDate: z.string().nullable(),
  proRataDays: z.number().int(),
  totalToPayNow: fee,
  globalBasePrice: fee.nullable(),
  /** A promotion could apply to this option: the page offers the code field. */
  promotionEnabled: z.boolean(),
  fees: z.object({
    joiningFee: fee,
    baseFee: fee,
    proRataFee: fee,
    monthInHandFee: fee,
    discount: fee,
  }),
});
export type MembershipCosts = z.infer<typeof membershipCosts>;
export const membershipCostsResponse = dataEnvelope(membershipCosts);

export const promotionParams = z.object({
  code: z.string().trim().min(1).max(50),
  paymentOptionId: recordIdParam,
});
export const promotionResponse = dataEnvelope(z.object({ code: z.string(), id: z.number().int() }));
