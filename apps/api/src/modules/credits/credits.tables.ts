import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/** The reason of a cancelled booking's credit: one such entry per booking (credit_entries_cancellation_key). */
export const cancellationCreditReason = 'booking-cancellation';
/** The reason of a cancelled course's credit: one such entry per course booking (credit_entries_course_cancellation_key). */
export const courseCancellationCreditReason = 'course-cancellation';

/**
 * The credit ledger: money added (a cancellation's credit, a goodwill gesture) is a positive entry, money
 * spent at checkout a negative one, so a balance is a sum and history is never rewritten. 'general' credit
 * pays for bookings; 'membership' credit only for membership payments.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull().default('general'),
    /** Minor units; positive when added, negative when spent. */
    amount: integer().notNull(),
    reason: text().notNull(),
    orderId: integer(),
    bookingId: integer(),
    /** The course booking ("booking bundle") a course cancellation's credit is for. */
    bundleId: integer(),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_entries_user_idx').on(t.userId, t.kind),
    // A booking's cancellation credits its price once, however many cancels race.
    uniqueIndex('credit_entries_cancellation_key')
      .on(t.bookingId)
      .where(sql`${t.reason} = 'booking-cancellation'`),
    uniqueIndex('credit_entries_course_cancellation_key')
      .on(t.bundleId)
      .where(sql`${t.reason} = 'course-cancellation'`),
    check('credit_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
