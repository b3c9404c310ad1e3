import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';

/**
 * The venues a staff member works at (users.staff_role 'front_of_house' or 'venue_manager'); an
 * 'operator_admin' works at every venue of the operator and needs no row.
 */
export const staffVenues = pgTable(
  'staff_venues',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.venueId] }), index('staff_venues_venue_idx').on(t.venueId)],
);

/**
 * A staff member's TOTP second factor (RFC 6238). The secret is encrypted with the data key (platform/
 * crypto/field-cipher); `confirmedAt` is null until a first code proves the authenticator holds it;
 * `lastUsedStep` refuses a code used once already (a replay inside its 30 s window).
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: integer()
    .notNull()
    .references(() => clients.id),
  secretCiphertext: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  lastUsedStep: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes for a lost authenticator, kept as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * Every staff action (who, for whom, what, how much), written in the transaction of the action itself so
 * one never exists without the other; managers read it.
 */
export const staffAuditEvents = pgTable(
  'staff_audit_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    staffUserId: integer()
      .notNull()
      .references(() => users.id),
    customerUserId: integer().references(() => users.id),
    venueId: integer().references(() => venues.id),
    /** What was done: 'sign-in', 'sale', 'guest-pass-redeemed', 'freeze-approved', 'handoff', … */
    action: text().notNull(),
    /** Minor units, where money moved. */
    amount: integer(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_events_client_created_idx').on(t.clientId, t.createdAt),
    index('staff_audit_events_staff_idx').on(t.staffUserId, t.createdAt),
    index('staff_audit_events_customer_idx').on(t.customerUserId).where(sql`${t.customerUserId} is not null`),
  ],
);
