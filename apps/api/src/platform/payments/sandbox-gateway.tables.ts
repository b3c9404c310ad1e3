import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The sandbox gateway's own books, standing in for the payment provider's. Only what a provider would
 * tell a merchant is kept: never a full card number or a security code.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text().primaryKey(),
    amount: integer().notNull(),
    currency: text().notNull(),
    /** The merchant's reference: which operator's payment this is. */
    merchantRef: text().notNull(),
    /**
     * As a PaymentIntent: 'requires_payment_method', 'requires_action', 'requires_capture', 'succeeded',
     * 'canceled'.
     */
    status: text().notNull().default('requires_payment_method'),
    /** The one-time secret the card form page is opened with. */
    clientSecret: text().notNull(),
    lastError: text(),
    cardBrand: text(),
    cardLastFour: text(),
    cardExpiry: text(),
    cardHolderName: text(),
    /** A token for the card when the customer asked to save it. */
    cardToken: text(),
    challengeId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sandbox_payment_intents_secret_key').on(t.clientSecret),
    unique('sandbox_payment_intents_merchant_ref_key').on(t.merchantRef),
    index('sandbox_payment_intents_card_token_idx').on(t.cardToken),
  ],
);
