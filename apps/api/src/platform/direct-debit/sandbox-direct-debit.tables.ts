import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The sandbox direct-debit provider's own books, standing in for GoCardless's. In tables rather than in
 * memory because several instances of the app may share one PostgreSQL server, and a retry may reach
 * another instance than the first try did. Only what a provider tells a merchant is kept: the last two
 * digits of the account number, never the whole of it.
 */
export const sandboxDirectDebitMandates = pgTable(
  'sandbox_direct_debit_mandates',
  {
    /** 'MD' and 12 hex digits, as GoCardless's mandate ids start. */
    id: text().primaryKey(),
    idempotencyKey: text().notNull(),
    status: text().notNull(),
    accountHolder: text().notNull(),
    sortCode: text().notNull(),
    accountNumberEnding: text().notNull(),
    bankName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('sandbox_direct_debit_mandates_idempotency_key').on(t.idempotencyKey),
    check('sandbox_direct_debit_mandates_status', sql`${t.status} in ('active', 'failed', 'cancelled')`),
  ],
);

/**
 * A collection asked for. Its state is not stored: it is worked out from its charge date, its mandate
 * and the time of asking (sandbox-settlement.ts), so a test that moves the clock sees it settle.
 */
export const sandboxDirectDebitPayments = pgTable(
  'sandbox_direct_debit_payments',
  {
    /** 'PM' and 12 hex digits. */
    id: text().primaryKey(),
    idempotencyKey: text().notNull(),
    mandateId: text()
      .notNull()
      .references(() => sandboxDirectDebitMandates.id),
    amount: integer().notNull(),
    currency: text().notNull(),
    chargeDate: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    unique('sandbox_direct_debit_payments_idempotency_key').on(t.idempotencyKey),
    index('sandbox_direct_debit_payments_mandate_idx').on(t.mandateId),
  ],
);
