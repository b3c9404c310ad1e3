import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.tables';
import { bookings } from '../bookings/bookings.tables';
import { clients } from '../clients/clients.tables';
import { orders } from '../orders/orders.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';

/**
 * A bundle of sessions an operator sells (spec part 2 §3 Package: "10 swims"), bought in the basket and
 * spent by the package price of the activities it contains, within its days.
 */
export const packages = pgTable(
  'packages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    slug: text().notNull(),
    name: text().notNull(),
    /** Sanitised when written. */
    descriptionHtml: text().notNull().default(''),
    /** Where it may be used: one venue, or null for every venue of the operator (its `area`). */
    venueId: integer().references(() => venues.id),
    /** Pence. */
    price: integer().notNull(),
    /** Days it lasts from the purchase. */
    validDays: integer().notNull(),
    /** Passes its buyer may send to guests while it lasts (issue 17), beside its contents. */
    guestPasses: integer().notNull().default(0),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('packages_client_slug_key').on(t.clientId, t.slug),
    check('packages_amounts', sql`${t.price} >= 0 and ${t.validDays} > 0`),
    check('packages_guest_passes', sql`${t.guestPasses} >= 0`),
  ],
);

/** What a package holds: so many uses of an activity (its `contents`). */
export const packageContents = pgTable(
  'package_contents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    usages: integer().notNull(),
  },
  (t) => [
    index('package_contents_package_idx').on(t.packageId),
    index('package_contents_activity_idx').on(t.activityId),
    check('package_contents_usages', sql`${t.usages} > 0`),
  ],
);

/** A package a customer bought: its uses are spent until it expires. */
export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    /** The order that paid for it; null while it waits in a basket. */
    orderId: integer().references(() => orders.id),
    /** 'pending' (in a basket), 'active', or 'reversed' (its order undone). Expiry is read from `expiresAt`. */
    status: text().notNull().default('pending'),
    purchasedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('package_purchases_user_idx').on(t.userId, t.status),
    index('package_purchases_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/** One use of a package's content: spent by the order that books with it, given back by a cancellation in time. */
export const packageUsages = pgTable(
  'package_usages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    purchaseId: integer()
      .notNull()
      .references(() => packagePurchases.id, { onDelete: 'cascade' }),
    contentId: integer()
      .notNull()
      .references(() => packageContents.id, { onDelete: 'cascade' }),
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    /** 'used', or 'returned'. */
    status: text().notNull().default('used'),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('package_usages_content_idx').on(t.purchaseId, t.contentId).where(sql`${t.status} = 'used'`),
    uniqueIndex('package_usages_booking_key')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null and ${t.status} = 'used'`),
  ],
);
