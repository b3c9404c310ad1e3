import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { price } from './money';
import { optionalField } from './optional-field';
import { recordId, recordIdParam } from './record-id';

/** The Cart and Cart item of spec part 1 §3, as the cart calls on the checkout URL answer them. */

export const cartableTypes = [
  'membershipRenewal',
  'av2BookingBundle',
  'activity',
  'av2Booking',
  'activityTicket',
  'penalty',
  'other',
] as const;

export const tenderTypes = ['cash', 'offline-voucher', 'cheque', 'credit'] as const;
export type TenderType = (typeof tenderTypes)[number];

const pretty = z.object({ fullDatePretty: z.string(), raw: z.string() });
const clock24 = z.object({ format24Hour: z.string() });

export const cartableResource = z.object({
  name: z.string(),
  venueName: z.string().nullable(),
  /** "60min" */
  duration: z.string().nullable(),
  newMembership: z.boolean(),
  date: pretty.nullable(),
  startsAt: clock24.nullable(),
  endsAt: clock24.nullable(),
  location: z.object({ name: z.string() }).nullable(),
  /** The occurrence id as a string, so the basket links back to the session. */
  occurrenceId: z.string().nullable(),
  activitySlug: z.string().nullable(),
  venueSlug: z.string().nullable(),
});

const cartItemBase = z.object({
  id: z.number().int(),
  name: z.string(),
  price,
  quantity: z.number().int(),
  cartableType: z.enum(cartableTypes),
  /** What the line is of, by its type's own id (spec part 2 §3: a fee's line carries the fee's id). */
  cartableId: z.number().int().nullable(),
  cartableResource,
  membershipUserId: z.number().int().nullable(),
  purchasedForUserId: z.number().int().nullable(),
  /** Who the line is for, by name (the customer or a family member). */
  attendeeName: z.string().nullable(),
  pricingOptionId: z.number().int().nullable(),
  benefitApplied: z.boolean(),
  packageApplied: z.boolean(),
  /** Until when the place is held for this basket (ISO); null for lines that hold nothing. */
  holdExpiresAt: z.string().nullable(),
});
export const cartItem = cartItemBase.extend({ childItems: z.array(cartItemBase) });
export type CartItem = z.infer<typeof cartItem>;

export const creditPot = z.object({ totalAvailable: price, maxApplicable: price });

export const offlinePayment = z.object({
  tenderType: z.enum(tenderTypes),
  amount: z.number().int().positive(),
});
export type OfflinePayment = z.infer<typeof offlinePayment>;

export const cart = z.object({
  cartId: z.number().int(),
  uuid: z.string(),
  items: z.array(cartItem),
  sortBy: z.string(),
  enablePrintReceipt: z.boolean(),
  totals: z.object({
    total: z.number().int(),
    taxTotal: z.number().int(),
    subTotal: z.number().int(),
    /** What is left to pay after the tenders put against the basket. */
    balance: z.number().int(),
    itemCount: z.number().int().nonnegative(),
    totalFormatted: z.string(),
    taxTotalFormatted: z.string(),
    subTotalFormatted: z.string(),
    balanceFormatted: z.string(),
  }),
  credits: z.object({ membership: creditPot, general: creditPot }),
  payments: z.array(offlinePayment),
  attendeeWaiversRequired: z.array(
    z.object({
      userId: z.number().int(),
      userName: z.string(),
      waiverSlug: z.string(),
      waiverName: z.string(),
    }),
  ),
  selectedUserId: z.number().int().nullable(),
  completeOrderId: z.number().int().nullable(),
  /** The basket belongs to a visitor: checkout asks them to sign in. */
  isAnonymous: z.boolean(),
});
export type Cart = z.infer<typeof cart>;
export const cartResponse = dataEnvelope(cart);

/** An optional user id: tools send it empty or null when there is none. */
const optionalUserId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  recordIdParam.optional(),
);

/** Who a cart call acts for, in the query (part 1) or the body (part 3). */
export const cartActor = z.object({ membershipUserId: optionalUserId, selectedUserId: optionalUserId });

export const cartAddItem = z.object({
  /** The session's id from the timetable (a string on the wire; numbers are taken too). */
  id: z.union([z.string().regex(/^\d+$/), z.number().int().positive()]).transform(String),
  /** 'activity' and 'purchasableOccurrence' are both an occurrence. */
  /** 'av2BookingBundle': a whole course, `id` being the course's id (courses.ts). */
  /** 'penalty': an unpaid fee, `id` being the fee's id (penalties.ts). */
  /** 'package': a package to buy, `id` being the package's id (packages.ts). */
  type: z.enum([
    'activity',
    'purchasableOccurrence',
    'activityTicket',
    'av2BookingBundle',
    'penalty',
    'package',
  ]),
  pricingOptionId: optionalField(recordId),
  ticketId: optionalField(recordId),
  applyBenefit: optionalField(z.boolean()),
  purchasedForUserId: optionalField(recordId),
  activityRestrictionIds: optionalField(z.array(z.number().int())),
});
export const cartAddRequest = cartActor.extend({ items: z.array(cartAddItem).min(1).max(20) });
export const cartRemoveRequest = cartActor.extend({
  cartItemIds: z.array(recordIdParam).min(1).max(50),
});
export const cartUpdateRequest = cartActor.extend({
  quantity: optionalField(z.number().int().min(1).max(1)),
  pricingOptionId: optionalField(recordId),
  purchasedForUserId: optionalField(recordId),
});
/**
 * Offline tenders (and credit) put against the basket (`PUT /api/activities/cart/payments`): each replaces
 * the basket's tender of its type, a non-positive amount removes it; the answer is what the server kept.
 */
export const offlinePaymentChange = z.object({ tenderType: z.enum(tenderTypes), amount: z.number().int() });
export const cartPaymentsRequest = cartActor.extend({ payments: z.array(offlinePaymentChange).max(4) });
export const cartSourceQuery = cartActor.extend({ source: z.string().max(40).optional() });

/** The basket as the header reads it: a subset of the cart, for the badge. */
export const cartSummary = cart.pick({ items: true, totals: true });
export const cartSummaryResponse = cartResponse;
