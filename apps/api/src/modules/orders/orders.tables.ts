import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { occurrences } from '../activities/activities.tables';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/**
 * One completed checkout. The idempotency key the pay call carries is unique per customer: a retry or a
 * double click finds the order the first attempt made instead of making a second.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    uuid: uuid().notNull().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    cartId: integer().notNull(),
    idempotencyKey: text().notNull(),
    /** Minor units: the basket's total before credit. */
    total: integer().notNull(),
    /** 'card', 'credit', 'card-and-credit', 'free' or an offline tender ('cash', …). */
    paymentType: text().notNull(),
    /** What the card paid, minor units (0 when no card was used). */
    cardAmount: integer().notNull().default(0),
    creditAmount: integer().notNull().default(0),
    paymentId: integer(),
    /** 'web', 'activity-booking', 'front-of-house', 'kiosk'. */
    source: text().notNull(),
    /** 'placed', or 'reversed' when its card could not be captured and its places were given back. */
    status: text().notNull().default('placed'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('orders_uuid_key').on(t.uuid),
    unique('orders_idempotency_key').on(t.clientId, t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    check(
      'orders_amounts_nonnegative',
      sql`${t.total} >= 0 and ${t.cardAmount} >= 0 and ${t.creditAmount} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'activity' (a booking), 'penalty', 'membership'. */
    type: text().notNull(),
    name: text().notNull(),
    occurrenceId: integer().references(() => occurrences.id),
    purchasedForUserId: integer().references(() => users.id),
    /** Minor units. */
    price: integer().notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // Deleting a user (a family member without a past) checks its foreign key here.
    index('order_items_purchased_for_idx').on(t.purchasedForUserId),
  ],
);
