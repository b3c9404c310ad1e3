import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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
import { occurrences, pricingOptions } from '../activities/activities.tables';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/**
 * A basket: a signed-in customer's (one open at a time), or a visitor's, found by the hash of the
 * random key in their basket cookie. A visitor's basket is merged into the customer's at sign-in.
 */
export const carts = pgTable(
  'carts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    uuid: uuid().notNull().defaultRandom(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    visitorKeyHash: text(),
    /** 'open', 'completed' or 'merged'. */
    status: text().notNull().default('open'),
    selectedUserId: integer().references(() => users.id),
    /**
     * 'online' (a customer's or visitor's own), or 'foh': a staff member's basket for one customer
     * (`selectedUserId`), one per staff member and customer, apart from the customer's own.
     */
    kind: text().notNull().default('online'),
    completedOrderId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('carts_uuid_key').on(t.uuid),
    uniqueIndex('carts_one_open_per_user_key')
      .on(t.clientId, t.userId)
      .where(sql`${t.status} = 'open' and ${t.userId} is not null and ${t.kind} = 'online'`),
    uniqueIndex('carts_one_open_per_desk_customer_key')
      .on(t.clientId, t.userId, t.selectedUserId)
      .where(sql`${t.status} = 'open' and ${t.kind} = 'foh'`),
    check(
      'carts_kind',
      sql`${t.kind} in ('online', 'foh') and (${t.kind} = 'online' or ${t.selectedUserId} is not null)`,
    ),
    uniqueIndex('carts_visitor_key').on(t.visitorKeyHash).where(sql`${t.visitorKeyHash} is not null`),
    check('carts_has_owner', sql`${t.userId} is not null or ${t.visitorKeyHash} is not null`),
  ],
);

/**
 * A line of a basket. An activity line holds its place until `holdExpiresAt`; a place held by a live
 * line counts against the session's capacity for everyone else. The unique key stops the same session
 * being put in one basket twice for the same person (a visitor's lines have no person yet: null counts
 * as one person).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** 'activity', 'activityTicket', 'av2Booking', 'av2BookingBundle', 'membershipRenewal', 'penalty' or 'other'. */
    cartableType: text().notNull(),
    cartableId: integer(),
    occurrenceId: integer().references(() => occurrences.id),
    pricingOptionId: integer().references(() => pricingOptions.id),
    purchasedForUserId: integer().references(() => users.id),
    parentItemId: integer().references((): AnyPgColumn => cartItems.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Minor units for one, at the price the basket quoted. */
    unitPrice: integer().notNull(),
    quantity: integer().notNull().default(1),
    benefitApplied: boolean().notNull().default(false),
    packageApplied: boolean().notNull().default(false),
    holdExpiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_once_per_person_key')
      .on(t.cartId, t.occurrenceId, sql`coalesce(${t.purchasedForUserId}, 0)`)
      .where(sql`${t.occurrenceId} is not null`),
    index('cart_items_cart_idx').on(t.cartId),
    // The lines of a thing another module lets go of (a join nobody paid for), found by what they are of.
    index('cart_items_cartable_idx').on(t.cartableType, t.cartableId).where(sql`${t.cartableId} is not null`),
    index('cart_items_held_idx')
      .on(t.occurrenceId, t.holdExpiresAt)
      .where(sql`${t.occurrenceId} is not null`),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    check('cart_items_price_nonnegative', sql`${t.unitPrice} >= 0`),
  ],
);

/**
 * Tenders other than a card put against a basket: credit for a customer; cash, cheque and vouchers at
 * front of house. One of each type: a new one replaces the last (spec part 1 §4 Basket).
 */
export const cartPayments = pgTable(
  'cart_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** 'cash', 'offline-voucher', 'cheque' or 'credit'. */
    tenderType: text().notNull(),
    amount: integer().notNull(),
    /** A cheque's number or a voucher's code, kept with the basket until the sale copies it to the order. */
    reference: text(),
  },
  (t) => [
    unique('cart_payments_cart_tender_key').on(t.cartId, t.tenderType),
    check('cart_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);
