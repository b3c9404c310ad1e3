import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';

/** Opaque session tokens, stored only as their SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The double-submit token; the readable companion cookie carries the same value. */
    csrfToken: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * 'customer'; 'staff' (signed in at /foh/login: a shorter idle time, and no staff call answers until
     * `secondFactorAt` is set); or 'embedded' (a customer's, from a staff hand-off, for embedded pages only).
     */
    kind: text().notNull().default('customer'),
    secondFactorAt: timestamp({ withTimezone: true }),
    /** The venue a staff session works at (its desk), chosen among the staff member's venues. */
    deskVenueId: integer().references(() => venues.id),
    /** The last request it answered: the idle time-out counts from here. */
    lastSeenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    check('sessions_kind', sql`${t.kind} in ('customer', 'staff', 'embedded')`),
  ],
);
