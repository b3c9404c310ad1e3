import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { occurrences } from '../activities/activities.tables';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';

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
    /** 'web', 'activity-booking', 'foh' (a staff sale at the desk), 'kiosk'. */
    source: text().notNull(),
    /** At the desk: who sold it, and at which venue (the takings count by both). */
    staffUserId: integer().references(() => users.id),
    venueId: integer().references(() => venues.id),
    /** 'placed', or 'reversed' when its card could not be captured and its places were given back. */
    status: text().notNull().default('placed'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('orders_uuid_key').on(t.uuid),
    unique('orders_idempotency_key').on(t.clientId, t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_desk_takings_idx')
      .on(t.clientId, t.venueId, t.createdAt)
      .where(sql`${t.staffUserId} is not null`),
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

/**
 * How an order was paid, one row a tender (the takings' cash-up reads these): cash, card, cheque,
 * offline voucher or credit. Cash may be handed over beyond the amount: `tendered` is what was given and
 * the difference the change due.
 */
export const orderTenders = pgTable(
  'order_tenders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'cash', 'card', 'cheque', 'offline-voucher' or 'credit'. */
    tenderType: text().notNull(),
    /** Minor units applied to the order. */
    amount: integer().notNull(),
    /** Minor units handed over: above `amount` only for cash. */
    tendered: integer().notNull(),
    /** A cheque's number or a voucher's code. */
    reference: text(),
    /** A card tender's payment at the gateway (payments.id), for its card and the capture's state. */
    paymentId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_tenders_order_idx').on(t.orderId),
    // One card authorisation pays one tender of one order, however often the pay call is retried.
    uniqueIndex('order_tenders_payment_key').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    check('order_tenders_amounts', sql`${t.amount} > 0 and ${t.tendered} >= ${t.amount}`),
    check('order_tenders_change_only_cash', sql`${t.tendered} = ${t.amount} or ${t.tenderType} = 'cash'`),
  ],
);
