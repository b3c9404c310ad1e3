import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/**
 * A customer's direct-debit instruction. Written 'pending' when they join (their bank details checked,
 * nothing sent yet); the order that pays for the membership makes it 'submitting', and the provider's
 * answer 'submitted', then 'active' (or 'failed'). A basket abandoned before paying leaves it 'released';
 * an order undone after it was sent leaves it 'cancelling' until the provider has cancelled it.
 * The account number is kept only encrypted; its last two digits are all that is ever shown back.
 */
export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'sandbox' or 'gocardless': whoever holds the mandate. */
    provider: text().notNull(),
    /** The provider's id for the mandate, once it has one. */
    providerReference: text(),
    /** 'pending', 'submitting', 'submitted', 'active', 'failed', 'cancelling', 'cancelled' or 'released'. */
    status: text().notNull().default('pending'),
    accountHolder: text().notNull(),
    accountNumberCipher: text().notNull(),
    accountNumberEnding: text().notNull(),
    sortCode: text().notNull(),
    bankName: text(),
    billingAddressLineOne: text(),
    billingAddressLineTwo: text(),
    billingCity: text(),
    billingPostcode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('direct_debit_mandates_user_idx').on(t.clientId, t.userId, t.status),
    index('direct_debit_mandates_reference_idx').on(t.provider, t.providerReference),
    // The mandates sweep, every 10 s, reads only those waiting for the provider.
    index('direct_debit_mandates_due_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} in ('submitting', 'cancelling')`),
  ],
);
