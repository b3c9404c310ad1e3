import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/**
 * A customer's private calendar feed. The token is the feed's only credential (a calendar app cannot sign
 * in), so it is long and random and the customer can replace it; it is stored as it is because the
 * customer must be able to read their feed's address again (docs/decisions/013).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    token: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('calendar_feeds_token_key').on(t.token)],
);
