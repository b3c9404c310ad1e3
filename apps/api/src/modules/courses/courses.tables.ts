import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.tables';
import { clients } from '../clients/clients.tables';
import { orderItems, orders } from '../orders/orders.tables';
import { users } from '../users/users.tables';

/**
 * A course booking ("booking bundle"): the sessions of a course bought as one, for one person. Each
 * session's place is an ordinary booking carrying `bundleId`; the bundle holds the price paid for all of
 * them, and cancelling it cancels every booking still to come.
 */
export const bookingBundles = pgTable(
  'booking_bundles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    uuid: uuid().notNull().defaultRandom(),
    /** The course: an activity in a 'courses' category; its sessions are the course's schedule. */
    activityId: integer()
      .notNull()
      .references(() => activities.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    bookedByUserId: integer()
      .notNull()
      .references(() => users.id),
    orderId: integer().references(() => orders.id),
    orderItemId: integer().references(() => orderItems.id),
    /** Minor units paid for the whole course. */
    totalPrice: integer().notNull(),
    /** 'active' or 'cancelled'. */
    status: text().notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('booking_bundles_user_idx').on(t.userId, t.status),
    index('booking_bundles_booked_by_idx').on(t.bookedByUserId),
    index('booking_bundles_order_idx').on(t.orderId),
  ],
);
