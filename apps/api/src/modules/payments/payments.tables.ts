import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/**
 * Our record of one card payment at the gateway, made before the gateway is called so that a crash at
 * any point leaves a row to recover from: an authorised payment with no order is either completed into
 * an order or voided by the recovery sweep.
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
     * 'created', 'requires_action' (3-D Secure), 'authorized', 'captured', 'voided' or 'failed'.
     */
    status: text().notNull().default('created'),
    failureMessage: text(),
    orderId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_idempotency_key').on(t.clientId, t.userId, t.idempotencyKey),
    index('payments_recovery_idx').on(t.status, t.updatedAt).where(sql`${t.orderId} is null`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);
