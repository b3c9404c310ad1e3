import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/** The reason of a cancelled booking's credit: one such entry per booking (credit_entries_cancellation_key). */
export const cancellationCreditReason = 'booking-cancellation';
/** The reason of a cancelled course's credit: one such entry per course booking (credit_entries_course_cancellation_key). */
export const courseCancellationCreditReason = 'course-cancellation';
/** The reason of what was left of a grant when it lapsed (written by the expiry sweep, linked by `grantId`). */
export const expiredCreditReason = 'expired';
/** The reason of credit given back when an order that spent it was undone (linked to the grant it came from). */
export const orderReversedCreditReason = 'order-reversed';

/**
 * The credit ledger: money added (a cancellation's credit, a goodwill gesture) is a positive entry, money
 * spent at checkout a negative one, and what a grant still held when it lapsed a negative 'expired' one,
 * so a balance is a sum and history is never rewritten (docs/decisions/031-credit-ledger.md). 'general'
 * credit pays for bookings; 'membership' credit only for membership payments.
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
    /** The grant an 'expired' entry lapses, or an 'order-reversed' entry gives back. */
    grantId: integer().references((): AnyPgColumn => creditEntries.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_entries_user_idx').on(t.userId, t.kind),
    // The expiry sweep's scan: grants with an end, soonest first.
    index('credit_entries_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.amount} > 0 and ${t.expiresAt} is not null`),
    // An undone order finds what it spent.
    index('credit_entries_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('credit_entries_grant_idx').on(t.grantId).where(sql`${t.grantId} is not null`),
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

/**
 * Which grants a spend or an expiry took its credit from: a grant's remaining is its amount less its
 * allocations, so a spend draws on the soonest-expiring credit and an expiry lapses only what is left.
 * Written in the same transaction as its entry, under the user's balance lock.
 */
export const creditAllocations = pgTable(
  'credit_allocations',
  {
    /** The negative entry: a spend, or an expiry. */
    entryId: integer()
      .notNull()
      .references(() => creditEntries.id, { onDelete: 'cascade' }),
    grantId: integer()
      .notNull()
      .references(() => creditEntries.id, { onDelete: 'cascade' }),
    /** Minor units, positive. */
    amount: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.grantId] }),
    index('credit_allocations_grant_idx').on(t.grantId),
    check('credit_allocations_amount_positive', sql`${t.amount} > 0`),
  ],
);
