import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/**
 * A hand-off into embedded pages (decision 052): minted by staff for one customer, exchanged once, within
 * its minute, for a session of that customer bound to `audience`. Only the SHA-256 of the code is kept.
 */
export const handoffCodes = pgTable(
  'handoff_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    codeHash: text().notNull(),
    staffUserId: integer()
      .notNull()
      .references(() => users.id),
    customerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where it may be used: 'embedded'. */
    audience: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('handoff_codes_code_key').on(t.codeHash),
    index('handoff_codes_expires_idx').on(t.expiresAt),
  ],
);
