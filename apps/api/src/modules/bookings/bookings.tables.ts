import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities, occurrences, pricingOptions } from '../activities/activities.tables';
import { clients } from '../clients/clients.tables';
import { bookingBundles } from '../courses/courses.tables';
import { orderItems, orders } from '../orders/orders.tables';
import { users } from '../users/users.tables';

/**
 * A place in a session for one person. The partial unique index is one booking per person per session,
 * whatever the concurrency; capacity is guarded by the occurrence's counter and its check constraint.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    occurrenceId: integer()
      .notNull()
      .references(() => occurrences.id),
    activityId: integer()
      .notNull()
      .references(() => activities.id),
    /** Who attends: the customer or a family member linked to them. */
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** Who booked and paid. */
    bookedByUserId: integer()
      .notNull()
      .references(() => users.id),
    orderId: integer().references(() => orders.id),
    orderItemId: integer().references(() => orderItems.id),
    pricingOptionId: integer().references(() => pricingOptions.id),
    /** Minor units paid for this place. */
    price: integer().notNull(),
    /** The course booking this place is one session of, if any. */
    bundleId: integer().references(() => bookingBundles.id),
    /** 'active' or 'cancelled'. */
    status: text().notNull().default('active'),
    attended: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_one_per_person_key')
      .on(t.occurrenceId, t.userId)
      .where(sql`${t.status} = 'active'`),
    index('bookings_user_idx').on(t.userId, t.status),
    index('bookings_booked_by_idx').on(t.bookedByUserId),
    index('bookings_order_idx').on(t.orderId),
    index('bookings_bundle_idx').on(t.bundleId).where(sql`${t.bundleId} is not null`),
  ],
);
