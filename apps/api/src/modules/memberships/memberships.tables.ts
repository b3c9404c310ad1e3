import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';

/**
 * A customer's membership, as far as booking needs it: an active one earns member prices and the
 * sessions its benefits include. The memberships work adds types, payment options and the rest.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    homeVenueId: integer().references(() => venues.id),
    reference: text().notNull(),
    name: text().notNull(),
    /** 'pending', 'active', 'frozen', 'cancelled', 'suspended' or 'expired'. */
    status: text().notNull().default('active'),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('memberships_user_idx').on(t.userId, t.status)],
);
