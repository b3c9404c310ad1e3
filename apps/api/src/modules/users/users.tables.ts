import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { venues } from '../venues/venues.tables';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    /** The customer number people sign in with besides their email. */
    reference: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** Not unique: one email may belong to several accounts (a parent and their children). */
    email: text().notNull(),
    /** Null for a customer created at a venue or imported, until they activate their account. */
    passwordHash: text(),
    homeVenueId: integer().references(() => venues.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('users_client_reference_key').on(t.clientId, t.reference),
    index('users_client_email_idx').on(t.clientId, sql`lower(${t.email})`),
  ],
);
