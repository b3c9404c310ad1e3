import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/** What a payment was created to pay for: the basket's lines as they were priced, and the credit beside it. */
export type PaymentQuote = {
  cartId: number;
  lines: {
    id: number;
    cartableType: string;
    cartableId: number | null;
    occurrenceId: number | null;
    purchasedForUserId: number | null;
    pricingOptionId: number | null;
    parentItemId: number | null;
    unitPrice: number;
    quantity: number;
  }[];
  total: number;
  credit: number;
};

/**
 * Our record of one card payment at the gateway, made before the gateway is called so that a crash at
 * any point leaves a row to recover from. Its status is a state machine (payment-states.ts, decision 010):
 * every step that involves the gateway is written down before and after it, so the recovery sweep can
 * finish or undo whatever a crash interrupted.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    cartId: integer().notNull(),
    /** The pay call's idempotency key: one payment per key per customer. */
    idempotencyKey: text().notNull(),
    /** 'sandbox' or 'stripe'. */
    provider: text().notNull(),
    /** The gateway's id for the payment (a PaymentIntent id, say). */
    providerRef: text(),
    amount: integer().notNull(),
    /** Credit the customer chose to use beside the card when the payment started: the order takes it too. */
    creditAmount: integer().notNull().default(0),
    currency: text().notNull(),
    /**
     * 'created', 'requires_action' (3-D Secure), 'failed' (refused; the form may be filled in again),
     * 'authorized', 'ordered' (the order is committed and the capture owed), 'captured', 'voiding' (to
     * be released at the gateway), 'voided', or 'reversed' (the capture proved impossible and the order
     * was undone).
     */
    status: text().notNull().default('created'),
    failureMessage: text(),
    orderId: integer(),
    /** The basket this payment was created for; null only on payments made before quotes were kept. */
    quote: jsonb().$type<PaymentQuote>(),
    /** The member of staff who took this card at the desk; null for a customer's own payment online. */
    deskStaffUserId: integer(),
    /** At the desk: 'present' (the card in the reader) or 'keyed' (its details typed by staff). */
    cardPresence: text(),
    /** When the recovery sweep may next take this payment up (a lease while it works on it). */
    recoverAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** How many times the sweep tried to move it on: the back-off between tries grows with it. */
    recoveryAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_idempotency_key').on(t.clientId, t.userId, t.idempotencyKey),
    index('payments_unsettled_idx')
      .on(t.recoverAfter)
      .where(
        sql`${t.status} in ('created', 'requires_action', 'failed', 'authorized', 'ordered', 'voiding')`,
      ),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check(
      'payments_card_presence',
      sql`${t.cardPresence} is null or (${t.cardPresence} in ('present', 'keyed') and ${t.deskStaffUserId} is not null)`,
    ),
  ],
);
