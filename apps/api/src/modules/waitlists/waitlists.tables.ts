import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { occurrences } from '../activities/activities.tables';
import { bookings } from '../bookings/bookings.tables';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/** The states of a waitlist entry; only 'waiting' and 'offered' are in the queue. */
export const waitlistStatuses = [
  'waiting',
  'offered',
  'accepted',
  'expired',
  'left',
  'dropped',
  'closed',
] as const;

/**
 * One person queueing for a full session. The queue is the session's 'waiting' and 'offered' entries in
 * id order (an identity, so join order). An 'offered' entry holds a freed place until `offerExpiresAt`,
 * counted against places like a basket's hold; the partial unique index is one queue place per person.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    occurrenceId: integer()
      .notNull()
      .references(() => occurrences.id),
    /** Who would attend: the customer or a family member linked to them. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who joined the queue and is told of the offer. */
    joinedByUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().notNull().default('waiting'),
    offeredAt: timestamp({ withTimezone: true }),
    offerExpiresAt: timestamp({ withTimezone: true }),
    /** The booking an accepted offer became. */
    bookingId: integer().references(() => bookings.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_entries_one_per_person_key')
      .on(t.occurrenceId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_queue_idx')
      .on(t.occurrenceId, t.id)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_user_idx').on(t.userId, t.status),
    index('waitlist_entries_joined_by_idx').on(t.joinedByUserId, t.status),
    index('waitlist_entries_offer_expiry_idx').on(t.offerExpiresAt).where(sql`${t.status} = 'offered'`),
  ],
);
