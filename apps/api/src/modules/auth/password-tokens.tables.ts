import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/** One-time tokens sent by email: to reset a password, or to set the first one (activation). */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'reset' or 'activate'. */
    purpose: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('password_tokens_user_idx').on(t.userId),
    index('password_tokens_expires_idx').on(t.expiresAt),
  ],
);
