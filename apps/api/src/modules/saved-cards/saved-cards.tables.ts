import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/** A card the gateway keeps for a customer: we hold its token and what may be shown, never the number. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerToken: text().notNull(),
    cardHolderName: text().notNull(),
    lastFourDigits: text().notNull(),
    /** MM/YY. */
    expiryDate: text().notNull(),
    /** The gateway's brand ('visa', 'mastercard', …); null for cards saved before it was kept. */
    brand: text(),
    firstName: text(),
    lastName: text(),
    addressLine1: text(),
    addressLine2: text(),
    city: text(),
    postCode: text(),
    removed: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_cards_user_idx').on(t.userId)],
);
