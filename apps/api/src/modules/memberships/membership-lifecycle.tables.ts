import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.tables';
import { clients } from '../clients/clients.tables';
import { penalties } from '../fees/penalties.tables';
import { users } from '../users/users.tables';
import { membershipBenefits } from './membership-catalogue.tables';
import { memberships } from './memberships.tables';

/**
 * Every change of a membership's state, in the transaction that made it: who (the member, staff or a
 * sweep), from what to what, and why. The audit the transition table (membership-transitions.ts) writes.
 */
export const membershipEvents = pgTable(
  'membership_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    membershipId: integer()
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** What happened: 'activated', 'frozen', 'unfrozen', 'suspended', 'cancelled', 'expired', … */
    event: text().notNull(),
    fromStatus: text().notNull(),
    toStatus: text().notNull(),
    /** 'customer', 'staff' or 'system' (a sweep). */
    actor: text().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    details: jsonb().notNull().default(sql`'{}'::jsonb`),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('membership_events_membership_idx').on(t.membershipId, t.at)],
);

/**
 * A monthly membership's collection for one billing period: written once per period by the billing
 * sweep (unique on the period's first day), then submitted, paid or failed. Membership credit is spent
 * first; a failure becomes an unpaid fee.
 */
export const membershipCollections = pgTable(
  'membership_collections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    membershipId: integer()
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** The period it pays for, first and last day (YYYY-MM-DD at the membership's venue). */
    periodStart: date({ mode: 'string' }).notNull(),
    periodEnd: date({ mode: 'string' }).notNull(),
    /** Pence: the period's fee (the freeze fee while frozen). */
    amount: integer().notNull(),
    /** Pence of membership credit spent on it; the rest is collected. */
    creditApplied: integer().notNull().default(0),
    /** The day the money leaves the member's account. */
    chargeDate: date({ mode: 'string' }).notNull(),
    /** 'scheduled', 'submitted', 'paid', 'failed', 'covered' (all by credit) or 'cancelled'. */
    status: text().notNull().default('scheduled'),
    providerReference: text(),
    failureReason: text(),
    attempts: integer().notNull().default(0),
    /** The unpaid fee a failed collection became. */
    penaltyId: integer().references(() => penalties.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('membership_collections_period_key').on(t.membershipId, t.periodStart),
    // The sweep submits the scheduled ones whose day has come.
    index('membership_collections_due_idx')
      .on(t.chargeDate)
      .where(sql`${t.status} in ('scheduled', 'submitted')`),
    // Paying a failed collection's fee finds the collection by it.
    index('membership_collections_penalty_idx').on(t.penaltyId).where(sql`${t.penaltyId} is not null`),
    index('membership_collections_provider_idx')
      .on(t.providerReference)
      .where(sql`${t.providerReference} is not null`),
    check(
      'membership_collections_amounts',
      sql`${t.amount} >= 0 and ${t.creditApplied} between 0 and ${t.amount}`,
    ),
  ],
);

/** Why a member may freeze (spec part 2 §3 Freeze type): its periods, proof it needs and the fee meanwhile. */
export const freezeTypes = pgTable('freeze_types', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  clientId: integer()
    .notNull()
    .references(() => clients.id),
  reason: text().notNull(),
  /** The periods offered, as labels whose first word is the months: '1 month', '3 months'. */
  timePeriods: text().array().notNull(),
  /** Proof asked for (a doctor's note): its description and document type; null for none. */
  proofDescription: text(),
  proofDocumentType: text(),
  /** Pence collected each month while frozen. */
  freezeFee: integer().notNull().default(0),
  position: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

/**
 * A freeze asked for: waiting for approval, approved and waiting for its first day, running, then ended
 * (or rejected, or withdrawn). One open freeze per membership.
 */
export const membershipFreezes = pgTable(
  'membership_freezes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    membershipId: integer()
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    freezeTypeId: integer()
      .notNull()
      .references(() => freezeTypes.id),
    activeFrom: date({ mode: 'string' }).notNull(),
    months: integer().notNull(),
    /** The last frozen day. */
    endsOn: date({ mode: 'string' }).notNull(),
    /** 'pending_approval', 'approved', 'active', 'ended', 'rejected' or 'withdrawn'. */
    status: text().notNull().default('pending_approval'),
    /** The proof's stored file and what it is. */
    file: text(),
    contentType: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedByUserId: integer().references(() => users.id),
    rejectionReason: text(),
  },
  (t) => [
    uniqueIndex('membership_freezes_one_open')
      .on(t.membershipId)
      .where(sql`${t.status} in ('pending_approval', 'approved', 'active')`),
    // The sweeps read the open ones by the day they start or end.
    index('membership_freezes_open_idx')
      .on(t.status, t.activeFrom)
      .where(sql`${t.status} in ('pending_approval', 'approved', 'active')`),
  ],
);

/**
 * One use of a membership benefit in its period (spec part 2 §3 benefits: remainingUses, renewsAt): spent
 * by the order that books with the benefit's price, given back by a cancellation inside the cut-off; or,
 * for a guest-pass benefit, by a guest pass sent (guest_passes.benefit_use_id), never given back.
 */
export const membershipBenefitUses = pgTable(
  'membership_benefit_uses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    membershipId: integer()
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    benefitId: integer()
      .notNull()
      .references(() => membershipBenefits.id, { onDelete: 'cascade' }),
    /** The first day of the benefit's period it counts in (YYYY-MM-DD at the membership's venue). */
    periodStart: date({ mode: 'string' }).notNull(),
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    /** 'used', or 'returned' (the booking cancelled in time, or its order undone). */
    status: text().notNull().default('used'),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('membership_benefit_uses_period_idx')
      .on(t.membershipId, t.benefitId, t.periodStart)
      .where(sql`${t.status} = 'used'`),
    uniqueIndex('membership_benefit_uses_booking_key')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null and ${t.status} = 'used'`),
  ],
);
