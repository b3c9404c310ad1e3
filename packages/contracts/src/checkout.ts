import { z } from 'zod';
import { tenderTypes } from './cart';
import { dataEnvelope } from './envelope';
import { price } from './money';
import { fieldWithDefault, optionalField } from './optional-field';
import { recordId, recordIdParam } from './record-id';

/**
 * Checkout: what the payment needs (`GET /api/checkout/prepare`), the card payment made at the gateway
 * (`POST /api/checkout/payment`), and the pay call (`POST /api/checkout/complete`, or
 * `POST {checkout}/pay` at front of house).
 */

export const paymentProviders = ['sandbox', 'stripe', 'none'] as const;

export const savedCardSummary = z.object({
  id: z.number().int(),
  cardHolderName: z.string(),
  lastFourDigits: z.string(),
  expiryDate: z.string(),
  recentlyExpired: z.boolean(),
});

export const checkoutPrepare = z.object({
  /** 'none' when nothing is left to pay by card (free, or covered by credit and benefits). */
  provider: z.enum(paymentProviders),
  total: price,
  /** The most general credit this basket can take, and what the customer holds. */
  creditAvailable: price,
  creditMaxApplicable: price,
  /** What a card must pay once the credit asked for is used. */
  amountDue: price,
  paymentRequired: z.boolean(),
  currency: z.string(),
  /** The gateway's public settings: for the sandbox, where its card form page lives. */
  gateway: z.object({
    cardFormUrl: z.string().nullable(),
    publishableKey: z.string().nullable(),
    /** The origin the card form posts its messages from. */
    origin: z.string().nullable(),
  }),
  savedCards: z.array(savedCardSummary),
  termsIds: z.array(z.number().int()),
});
export const checkoutPrepareResponse = dataEnvelope(checkoutPrepare);
export const checkoutPrepareQuery = z.object({
  selectedUserId: recordIdParam.optional(),
  /** Credit the customer chose to use, minor units. */
  creditAmount: z.coerce.number().int().nonnegative().optional(),
});

const idempotencyKey = z
  .string()
  .min(8, 'An idempotency key of 8 to 100 characters is needed.')
  .max(100)
  .regex(/^[\w-]+$/, 'An idempotency key of letters, digits, _ and - is needed.');

/** Starts (or, for the same key, finds) the card payment for what is left to pay. */
export const startPaymentRequest = z.object({
  idempotencyKey,
  selectedUserId: optionalField(recordId),
  creditAmount: optionalField(z.number().int().nonnegative()),
  /** Pay with a saved card instead of typing one. */
  savedCardId: optionalField(recordId),
});
export const startedPayment = z.object({
  paymentId: z.number().int(),
  amount: price,
  /** As a PaymentIntent's: 'requires_payment_method', 'requires_action', 'authorized', … */
  status: z.string(),
  /** The gateway's one-time secret for its card form. */
  clientSecret: z.string(),
  /** The card form to show in a frame, with the secret in it (sandbox). */
  cardFormUrl: z.string().nullable(),
});
export const startPaymentResponse = dataEnvelope(startedPayment);

export const checkoutTender = z.discriminatedUnion('tenderType', [
  z.object({ tenderType: z.literal('card'), paymentId: recordId }),
  z.object({ tenderType: z.enum(tenderTypes), amount: z.number().int().positive() }),
]);

/**
 * A waiver an attendee signs with the order: the waiver (the waiver group's `restriction.id`), the version
 * read, and an answer to each question (docs/decisions/011-attendee-waivers.md).
 */
export const completedWaiver = z.object({
  userId: recordId,
  waiverId: recordId,
  version: z.number().int().positive(),
  answers: z.array(z.object({ questionId: z.number().int(), answer: z.string().max(2000) })),
});
export type CompletedWaiver = z.infer<typeof completedWaiver>;

/** Spec part 1 §7 "Pay", with the idempotency key a retry repeats (a header Idempotency-Key works too). */
export const completeCheckoutRequest = z.object({
  completedWaivers: fieldWithDefault(z.array(completedWaiver), () => []),
  payments: fieldWithDefault(z.array(checkoutTender), () => []),
  selectedUserId: optionalField(recordId),
  source: fieldWithDefault(z.string().max(40), () => 'activity-booking'),
  terms: fieldWithDefault(z.array(z.number().int()), () => []),
  idempotencyKey: optionalField(idempotencyKey),
});
export type CompleteCheckoutRequest = z.infer<typeof completeCheckoutRequest>;

/**
 * What a membership item of an order also says (spec part 2 §3 "Order": membership items also…), as
 * the membership was agreed when joining. Absent from every other kind of item.
 */
export const orderMembership = z.object({
  /** DD/MM/YYYY, the home venue's day. */
  startDate: z.string(),
  paymentType: z.enum(['recurring', 'fixed']),
  paymentOption: z.object({
    /** The first direct-debit collection ('20 October 2026'); null for a single payment. */
    prettyFirstBillingDate: z.string().nullable(),
    fixedDuration: z.number().int().nullable(),
    fixedPeriod: z.enum(['day', 'week', 'month', 'year']).nullable(),
  }),
  /** What joining added to or took off the price, each non-zero part in turn; a discount is negative. */
  fees: z.array(z.object({ label: z.string(), price })),
  categories: z.array(z.object({ name: z.string() })),
  /** A month's fee (monthly) or the whole term's (single payment). */
  baseFee: z.object({ price }),
  homeVenue: z.object({ name: z.string() }).nullable(),
});
export type OrderMembership = z.infer<typeof orderMembership>;

export const orderItem = z.object({
  /** 'activity', 'membership' or 'penalty'. */
  type: z.string(),
  id: z.number().int(),
  name: z.string(),
  /** DD/MM/YYYY, venue time; null for items without a date. */
  date: z.string().nullable(),
  /** HH:mm */
  startTime: z.string().nullable(),
  price: z.object({ formatted: z.string(), raw: z.number().int() }),
  venueName: z.string().nullable(),
  locationName: z.string().nullable(),
  attendeeName: z.string().nullable(),
  bookingId: z.number().int().nullable(),
  /** ISO instants, for 'add to calendar'. */
  startsAtUtc: z.string().nullable(),
  endsAtUtc: z.string().nullable(),
  // A membership item's own details (orderMembership); left out of every other item.
  ...orderMembership.partial().shape,
});

export const order = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** DD/MM/YYYY */
  createdAt: z.string(),
  total: z.object({ formatted: z.string(), raw: z.number().int() }),
  paymentType: z.string(),
  /** 'reversed': its card could not be charged after it was made, so its places were given back. */
  status: z.enum(['placed', 'reversed']),
  items: z.array(orderItem),
});
export type Order = z.infer<typeof order>;
export const orderResponse = dataEnvelope(order);
export const ordersResponse = dataEnvelope(z.array(order));

export const completeCheckoutResponse = z.object({
  message: z.string(),
  data: z.object({ orderId: z.number().int(), order }),
});

/** `GET my-account/orders/{uuid}/receipt`: the PDF, base64, with its file name. */
export const receiptResponse = dataEnvelope(z.object({ contents: z.string(), name: z.string() }));

export const orderCompletedMessage = 'Order completed Successfully.';
