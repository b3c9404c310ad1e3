import { and, eq, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { venues } from '../venues/venues.tables';
import {
  eligibilityCriteria,
  membershipPaymentOptions,
  membershipTypes,
} from './membership-catalogue.tables';
import { membershipEvents } from './membership-lifecycle.tables';
import { memberships } from './memberships.tables';

/** A membership as its holder sees and manages it: with its type, option, criterion and home venue. */
const accountColumns = {
  membership: memberships,
  typeSlug: membershipTypes.slug,
  coverage: membershipTypes.coverage,
  typeManagementEnabled: membershipTypes.managementEnabled,
  descriptionHtml: membershipTypes.descriptionHtml,
  criterionId: eligibilityCriteria.id,
  documentTypes: eligibilityCriteria.documentTypes,
  fixedDuration: membershipPaymentOptions.fixedDuration,
  fixedPeriod: membershipPaymentOptions.fixedPeriod,
  optionActive: membershipPaymentOptions.active,
  venueName: venues.name,
  venueSlug: venues.slug,
  timeZone: venues.timeZone,
};

/** What follows and ends memberships: changes, renewals and the end of a term. */
export function createMembershipLifecycleRepository(db: Executor) {
  const joined = () =>
    db
      .select(accountColumns)
      .from(memberships)
      .leftJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
      .leftJoin(eligibilityCriteria, eq(eligibilityCriteria.id, membershipTypes.eligibilityCriterionId))
      .leftJoin(membershipPaymentOptions, eq(membershipPaymentOptions.id, memberships.paymentOptionId))
      .leftJoin(venues, eq(venues.id, memberships.homeVenueId));

  return {
    /**
     * The memberships of these people, paid for (memberships_user_idx): a join, change or renewal still
     * in a basket is not one of their memberships yet.
     */
    ofHolders(clientId: number, userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return joined()
        .where(
          and(
            eq(memberships.clientId, clientId),
            inArray(memberships.userId, userIds),
            or(ne(memberships.status, 'pending'), isNotNull(memberships.orderId)),
          ),
        )
        .orderBy(memberships.startsAt, memberships.id);
    },

    /** One paid-for membership of these people, or null (the caller answers 404). */
    async findOfHolders(clientId: number, id: number, userIds: number[]) {
      const [row] = await joined().where(
        and(
          eq(memberships.clientId, clientId),
          eq(memberships.id, id),
          inArray(memberships.userId, userIds),
          or(ne(memberships.status, 'pending'), isNotNull(memberships.orderId)),
        ),
      );
      return row ?? null;
    },

    /** The changes and renewals that follow these memberships, paid or in a basket (memberships_one_successor). */
    successorsOf(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: memberships.id,
          previousMembershipId: memberships.previousMembershipId,
          origin: memberships.origin,
          orderId: memberships.orderId,
          status: memberships.status,
        })
        .from(memberships)
        .where(and(inArray(memberships.previousMembershipId, ids), ne(memberships.status, 'cancelled')));
    },

    /** Locks one membership for a change or renewal of it. */
    async lock(clientId: number, id: number) {
      const [row] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.clientId, clientId), eq(memberships.id, id)))
        .for('update');
      return row ?? null;
    },

    /** A change or renewal of this membership still waiting in a basket. */
    async unpaidSuccessor(previousId: number) {
      const [row] = await db
        .select()
        .from(memberships)
        .where(
          and(
            eq(memberships.previousMembershipId, previousId),
            eq(memberships.status, 'pending'),
            isNull(memberships.orderId),
          ),
        );
      return row ?? null;
    },

    /** Sets the moment a membership ends (a change ends the one it replaces the day before it starts). */
    async setEnd(id: number, expiresAt: Date | null) {
      await db.update(memberships).set({ expiresAt }).where(eq(memberships.id, id));
    },

    /**
     * Running memberships whose end has come (memberships_running_expiry_idx), locked for the sweep that
     * expires them; ones another instance holds are left to it.
     */
    endedBy(now: Date, limit: number) {
      return db
        .select({ id: memberships.id, clientId: memberships.clientId, from: memberships.status })
        .from(memberships)
        .where(
          and(
            inArray(memberships.status, ['active', 'frozen']),
            isNotNull(memberships.expiresAt),
            lte(memberships.expiresAt, now),
          ),
        )
        .orderBy(memberships.expiresAt)
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** A membership's status, locked until the caller's transaction ends; null when there is none. */
    async lockStatus(clientId: number, id: number): Promise<string | null> {
      const [row] = await db
        .select({ status: memberships.status })
        .from(memberships)
        .where(and(eq(memberships.clientId, clientId), eq(memberships.id, id)))
        .for('update');
      return row?.status ?? null;
    },

    /** Moves memberships from one of some statuses to another (a freeze's move clears `statusInfo`). */
    async moveStatus(ids: number | number[], from: readonly string[], to: string) {
      const list = Array.isArray(ids) ? ids : [ids];
      if (list.length === 0) return;
      await db
        .update(memberships)
        .set({ status: to, ...(to === 'frozen' || from.includes('frozen') ? { statusInfo: null } : {}) })
        .where(and(inArray(memberships.id, list), inArray(memberships.status, [...from])));
    },

    async insertEvents(rows: (typeof membershipEvents.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(membershipEvents).values(rows);
    },
  };
}
export type MembershipLifecycleRepository = ReturnType<typeof createMembershipLifecycleRepository>;
export type AccountMembershipRow = Awaited<ReturnType<MembershipLifecycleRepository['ofHolders']>>[number];
