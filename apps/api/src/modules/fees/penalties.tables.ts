import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.tables';
import { clients } from '../clients/clients.tables';
import { orders } from '../orders/orders.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';

/** Unpaid fees ("penalties"): a no-show, a late cancellation, a lost card. */
export const penalties = pgTable(
  'penalties',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer().references(() => venues.id),
    type: text().notNull(),
    description: text().notNull(),
    /** Minor units. */
    feeAmount: integer().notNull(),
    /** 'unpaid', 'paid' or 'waived'. */
    status: text().notNull().default('unpaid'),
    /** The booking a late cancellation or no-show fee is for: one fee of each type per booking. */
    bookingId: integer().references(() => bookings.id),
    incurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The order that paid the fee (its basket line's fulfilment); cleared if that order is undone. */
    paidOrderId: integer().references(() => orders.id),
  },
  (t) => [
    index('penalties_user_status_idx').on(t.userId, t.status),
    index('penalties_paid_order_idx').on(t.paidOrderId).where(sql`${t.paidOrderId} is not null`),
    uniqueIndex('penalties_booking_type_key').on(t.bookingId, t.type).where(sql`${t.bookingId} is not null`),
  ],
);
