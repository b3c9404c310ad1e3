import { isValid as isValidPostcode } from 'postcode';
import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { price } from './money';
import { optionalField } from './optional-field';

/** The account's payments area (spec part 2 §2 Payments, §3, §7): credit, the saved card, the order filter. */

/** A sum of credit, with its currency code (spec part 2 §3 "Credit entry": value raw, formatted, currency). */
export const creditValue = price.extend({ currency: z.string().length(3) });
export type CreditValue = z.infer<typeof creditValue>;

/** 'booking' credit pays for bookings (the ledger's 'general'); 'membership' credit for membership payments. */
export const creditKinds = ['booking', 'membership'] as const;
export type CreditKindName = (typeof creditKinds)[number];

export const creditBalances = z.object({ booking: creditValue, membership: creditValue });

/** Credit added (`GET /api/credits/user`): a cancellation's value, a goodwill gesture. */
export const creditAdded = z.object({
  id: z.number().int(),
  kind: z.enum(creditKinds),
  value: creditValue,
  /** What of it is still to spend (0 once spent or expired). */
  remaining: creditValue,
  /** ISO instants. */
  addedAt: z.string(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  reason: z.string(),
  /** What the credit came from, as a customer reads it ('Zumba, 24/11/2026 18:00'); null for none. */
  relatedItem: z.string().nullable(),
  description: z.string().nullable(),
});
export type CreditAdded = z.infer<typeof creditAdded>;
export const creditsUserResponse = dataEnvelope(
  z.object({ credits: z.array(creditAdded), balances: creditBalances }),
);

/** Credit spent (`GET /api/credits/user/credit-transactions`): what an order took, where. */
export const creditSpent = z.object({
  id: z.number().int(),
  kind: z.enum(creditKinds),
  value: creditValue,
  spentAt: z.string(),
  /** The venue of what it paid for; null when that has none. */
  spentAtLocation: z.string().nullable(),
  relatedItem: z.string().nullable(),
  description: z.string().nullable(),
  orderId: z.number().int().nullable(),
});
export type CreditSpent = z.infer<typeof creditSpent>;
export const creditTransactionsResponse = dataEnvelope(
  z.object({ transactions: z.array(creditSpent), balances: creditBalances }),
);

/** What the credit calls answer (403) when the operator has credits switched off. */
export const creditsDisabledMessage = 'Credit is not available for this account.';

/**
 * A saved card (spec part 2 §3 "Saved card"). `brand` is the gateway's ('visa', 'mastercard', …) or null
 * when it did not say; the spec's "always labelled as a Mastercard" is the label only then
 * (docs/decisions: saved-card brand).
 */
export const savedCard = z.object({
  id: z.number().int(),
  cardHolderName: z.string(),
  lastFourDigits: z.string(),
  /** MM/YY */
  expiryDate: z.string(),
  recentlyExpired: z.boolean(),
  brand: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  postCode: z.string().nullable(),
});
export type SavedCard = z.infer<typeof savedCard>;
export const savedCardsResponse = dataEnvelope(z.array(savedCard));

export const invalidPostcodeMessage = 'Please enter a valid postcode';
/** Spec part 2 §5: required and longer than 1 character. */
const billingLine = (label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .min(2, `${label} must be longer than 1 character.`)
    .max(200);

/** The billing form's labels (spec part 2 §3 "Billing form"), for '{label} is required.'. */
export const billingLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'Town/City',
  postCode: 'Postcode',
} as const;

export const isUkPostcode = (value: string) => isValidPostcode(value.trim());

/** `PUT my-account/saved-cards/{id}/update`: first_name, last_name, address_line_1, address_line_2, city, post_code. */
export const updateSavedCardRequest = z.object({
  firstName: billingLine(billingLabels.firstName),
  lastName: billingLine(billingLabels.lastName),
  addressLine1: billingLine(billingLabels.addressLine1),
  addressLine2: optionalField(z.string().trim().max(200)),
  city: billingLine(billingLabels.city),
  postCode: z
    .string(`${billingLabels.postCode} is required.`)
    .trim()
    .min(1, { error: `${billingLabels.postCode} is required.`, abort: true })
    .refine(isUkPostcode, invalidPostcodeMessage),
});
export type UpdateSavedCardRequest = z.infer<typeof updateSavedCardRequest>;
export const savedCardResponse = dataEnvelope(savedCard);
export const savedCardRemovedMessage = 'Card deleted successfully';

/** `GET my-account/orders?from=&to=`: inclusive days in the venue's zone (YYYY-MM-DD); either may be absent. */
export const ordersQuery = z
  .object({ from: optionalField(z.iso.date()), to: optionalField(z.iso.date()) })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The from date must not be after the to date.',
    path: ['to'],
  });
export type OrdersQuery = z.infer<typeof ordersQuery>;
