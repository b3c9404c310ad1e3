import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { membershipBenefitUses } from '../memberships/membership-lifecycle.tables';
import { packagePurchases } from '../packages/packages.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';

/**
 * A pass a member sent a guest (spec part 1 §3 Guest pass), spent from one allowance: a use of a
 * guest-pass benefit of their membership, or one of a package's guest passes. Its status is read from
 * its dates and `redeemedAt`, never stored, so no sweep can race a redemption (decision 051).
 */
export const guestPasses = pgTable(
  'guest_passes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    /** Whose allowance paid for it: the `{id}` of the call, the signed-in customer or a family member. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who pressed send (a parent sending from a child's allowance, say). */
    sentByUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
    guestName: text().notNull(),
    guestEmail: text().notNull(),
    /** SHA-256 (hex) of the pass code: the code itself (128 random bits) is only ever in the guest's email. */
    codeHash: text().notNull(),
    /** Exactly one source: the benefit use it spent, or the package bought whose guest pass it is. */
    benefitUseId: integer().references(() => membershipBenefitUses.id),
    packagePurchaseId: integer().references(() => packagePurchases.id),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validTo: timestamp({ withTimezone: true }).notNull(),
    redeemedAt: timestamp({ withTimezone: true }),
    redeemedByUserId: integer().references(() => users.id),
    /** The sender's `Idempotency-Key`, if any: a retried send returns the pass the first one made. */
    idempotencyKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guest_passes_code_key').on(t.codeHash),
    index('guest_passes_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('guest_passes_benefit_use_key').on(t.benefitUseId),
    index('guest_passes_package_purchase_idx')
      .on(t.packagePurchaseId)
      .where(sql`${t.packagePurchaseId} is not null`),
    uniqueIndex('guest_passes_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('guest_passes_one_source', sql`(${t.benefitUseId} is null) <> (${t.packagePurchaseId} is null)`),
    check('guest_passes_dates', sql`${t.validTo} > ${t.validFrom}`),
  ],
);
