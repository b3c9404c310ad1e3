import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { directDebitMandates } from '../direct-debit/mandates.tables';
import { orders } from '../orders/orders.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';
import {
  membershipPaymentOptions,
  membershipPromotions,
  membershipTypes,
} from './membership-catalogue.tables';

/**
 * A customer's membership: an active one earns member prices and the sessions its benefits include.
 * Joining online writes it 'pending' with no order (in the basket, its promotion counted); the order that
 * pays for it makes it active, or leaves it pending with its order until a later start date.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    homeVenueId: integer().references(() => venues.id),
    reference: text().notNull(),
    name: text().notNull(),
    /** 'pending', 'active', 'frozen', 'cancelled', 'suspended' or 'expired'. */
    status: text().notNull().default('active'),
    /** What qualifies the status: 'freeze pending', 'freeze pending approval'; null when nothing. */
    statusInfo: text(),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The moment it ends: the start of the day after its last day (null: runs until cancelled). */
    expiresAt: timestamp({ withTimezone: true }),
    /** How it began: 'join', 'change' (replacing `previousMembershipId`) or 'renewal' (following it). */
    origin: text().notNull().default('join'),
    previousMembershipId: integer().references((): AnyPgColumn => memberships.id),
    membershipTypeId: integer().references(() => membershipTypes.id),
    paymentOptionId: integer().references(() => membershipPaymentOptions.id),
    /** 'recurring' or 'fixed', as the payment option was when joining. */
    paymentType: text(),
    /** The fee per month (recurring) or per term (fixed) agreed when joining, in pence. */
    baseFee: integer(),
    /** The day of the month collections fall on (1–28). */
    billingDay: integer(),
    firstBillingDate: date({ mode: 'string' }),
    /** What joining cost, in pence, as the costs call showed it: {joiningFee, proRataFee, monthInHandFee, discount, totalToPayNow, proRataDays}. */
    joiningCosts: jsonb(),
    promotionId: integer().references(() => membershipPromotions.id),
    mandateId: integer().references(() => directDebitMandates.id),
    /** The order that paid for it; null while it waits in a basket. */
    orderId: integer().references(() => orders.id),
    /** The joining request's Idempotency-Key: a retry finds the membership it made. */
    idempotencyKey: text(),
    /** The terms accepted when joining: [{id, title}]. */
    acceptedTerms: jsonb().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the member asked to cancel; the membership runs to `expiresAt` (its final day) after it. */
    cancellationRequestedAt: timestamp({ withTimezone: true }),
    /** The last collection a cancelled monthly membership takes (inside its notice period). */
    finalPaymentDate: date({ mode: 'string' }),
    /** 'Pay debt and cancel membership': cancelled in the transaction that completes this basket's order. */
    pendingCancellationCartId: integer(),
  },
  (t) => [
    index('memberships_user_idx').on(t.userId, t.status),
    index('memberships_mandate_idx').on(t.mandateId).where(sql`${t.mandateId} is not null`),
    // The sweep that starts paid memberships on their day reads only the pending ones.
    index('memberships_pending_start_idx').on(t.startsAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('memberships_idempotency_key').on(t.clientId, t.userId, t.idempotencyKey),
    // One join in progress per person: a second tab's join replaces the first, never sits beside it.
    uniqueIndex('memberships_one_join_in_progress')
      .on(t.clientId, t.userId)
      .where(sql`${t.status} = 'pending' and ${t.orderId} is null and ${t.origin} = 'join'`),
    // A membership is followed by one change or one renewal at most, waiting in a basket or paid for.
    uniqueIndex('memberships_one_successor')
      .on(t.previousMembershipId)
      .where(sql`${t.previousMembershipId} is not null and ${t.status} <> 'cancelled'`),
    // The order that completes a basket finds the cancellations waiting for it.
    index('memberships_pending_cancellation_idx')
      .on(t.pendingCancellationCartId)
      .where(sql`${t.pendingCancellationCartId} is not null`),
    // The sweep that ends memberships on their last day reads only the running ones that end.
    index('memberships_running_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('active', 'frozen') and ${t.expiresAt} is not null`),
  ],
);
