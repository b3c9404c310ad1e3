import { and, asc, desc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { clients } from '../clients/clients.tables';
import { directDebitMandates } from '../direct-debit/mandates.tables';
import { penalties } from '../fees/penalties.tables';
import { venues } from '../venues/venues.tables';
import { membershipPromotions } from './membership-catalogue.tables';
import {
  freezeTypes,
  membershipCollections,
  membershipEvents,
  membershipFreezes,
} from './membership-lifecycle.tables';
import { memberships } from './memberships.tables';

export type CollectionRow = typeof membershipCollections.$inferSelect;

/** A collection with what submitting or settling it needs: its membership, mandate and operator's settings. */
const dueColumns = {
  collection: membershipCollections,
  userId: memberships.userId,
  membershipStatus: memberships.status,
  membershipName: memberships.name,
  homeVenueId: memberships.homeVenueId,
  mandateStatus: directDebitMandates.status,
  mandateReference: directDebitMandates.providerReference,
  timeZone: venues.timeZone,
};

/** Monthly memberships' collections: the schedule, its submission and settlement (decision 045). */
export function createMembershipBillingRepository(db: Executor) {
  const withMembership = () =>
    db
      .select(dueColumns)
      .from(membershipCollections)
      .innerJoin(memberships, eq(memberships.id, membershipCollections.membershipId))
      .leftJoin(directDebitMandates, eq(directDebitMandates.id, memberships.mandateId))
      .leftJoin(venues, eq(venues.id, memberships.homeVenueId));

  return {
    /** Running monthly memberships paid by direct debit: the schedule's work, oldest first. */
    running(limit: number, afterId = 0) {
      return db
        .select({
          id: memberships.id,
          clientId: memberships.clientId,
          userId: memberships.userId,
          status: memberships.status,
          baseFee: memberships.baseFee,
          firstBillingDate: memberships.firstBillingDate,
          joiningCosts: memberships.joiningCosts,
          finalPaymentDate: memberships.finalPaymentDate,
          expiresAt: memberships.expiresAt,
          timeZone: venues.timeZone,
          promotion: {
            id: membershipPromotions.id,
            code: membershipPromotions.code,
            discountKind: membershipPromotions.discountKind,
            discountValue: membershipPromotions.discountValue,
            months: membershipPromotions.months,
            waivesJoiningFee: membershipPromotions.waivesJoiningFee,
            validFrom: membershipPromotions.validFrom,
            validTo: membershipPromotions.validTo,
            usageLimit: membershipPromotions.usageLimit,
            usedCount: membershipPromotions.usedCount,
            active: membershipPromotions.active,
          },
        })
        .from(memberships)
        .leftJoin(venues, eq(venues.id, memberships.homeVenueId))
        .leftJoin(membershipPromotions, eq(membershipPromotions.id, memberships.promotionId))
        .where(
          and(
            inArray(memberships.status, ['active', 'frozen']),
            eq(memberships.paymentType, 'recurring'),
            isNotNull(memberships.mandateId),
            isNotNull(memberships.firstBillingDate),
            isNotNull(memberships.baseFee),
            sql`${memberships.id} > ${afterId}`,
          ),
        )
        .orderBy(asc(memberships.id))
        .limit(limit);
    },

    /** The freezes that decide a period's price: approved, running or over (not asked, refused or withdrawn). */
    freezesOf(membershipIds: number[]) {
      if (membershipIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          membershipId: membershipFreezes.membershipId,
          activeFrom: membershipFreezes.activeFrom,
          endsOn: membershipFreezes.endsOn,
          freezeFee: freezeTypes.freezeFee,
        })
        .from(membershipFreezes)
        .innerJoin(freezeTypes, eq(freezeTypes.id, membershipFreezes.freezeTypeId))
        .where(
          and(
            inArray(membershipFreezes.membershipId, membershipIds),
            inArray(membershipFreezes.status, ['approved', 'active', 'ended']),
          ),
        );
    },

    /** The periods already written for these memberships from a day on. */
    async writtenFrom(membershipIds: number[], fromDay: string) {
      if (membershipIds.length === 0) return [];
      return db
        .select({
          membershipId: membershipCollections.membershipId,
          periodStart: membershipCollections.periodStart,
        })
        .from(membershipCollections)
        .where(
          and(
            inArray(membershipCollections.membershipId, membershipIds),
            sql`${membershipCollections.periodStart} >= ${fromDay}`,
          ),
        );
    },

    /** Writes a period's collection once: a second writer (another sweep) finds it written and gets null. */
    async insertOnce(values: typeof membershipCollections.$inferInsert): Promise<CollectionRow | null> {
      const [row] = await db
        .insert(membershipCollections)
        .values(values)
        .onConflictDoNothing({
          target: [membershipCollections.membershipId, membershipCollections.periodStart],
        })
        .returning();
      return row ?? null;
    },

    /** Scheduled collections whose charge date is within `by` (membership_collections_due_idx). */
    dueToSubmit(by: string, limit: number) {
      return withMembership()
        .where(and(eq(membershipCollections.status, 'scheduled'), lte(membershipCollections.chargeDate, by)))
        .orderBy(asc(membershipCollections.chargeDate), asc(membershipCollections.id))
        .limit(limit);
    },

    /** Submitted collections whose charge date has passed: the provider may know how they went. */
    dueToSettle(before: string, limit: number) {
      return withMembership()
        .where(
          and(
            eq(membershipCollections.status, 'submitted'),
            lt(membershipCollections.chargeDate, before),
            isNotNull(membershipCollections.providerReference),
          ),
        )
        .orderBy(asc(membershipCollections.chargeDate), asc(membershipCollections.id))
        .limit(limit);
    },

    /**
     * Failed collections to present once more: presented once, their fee still unpaid, failed at least
     * the operator's retry days ago, the membership not ended and its mandate active.
     */
    dueToRetry(now: Date, limit: number) {
      return withMembership()
        .innerJoin(penalties, eq(penalties.id, membershipCollections.penaltyId))
        .innerJoin(clients, eq(clients.id, membershipCollections.clientId))
        .where(
          and(
            eq(membershipCollections.status, 'failed'),
            eq(membershipCollections.attempts, 1),
            eq(penalties.status, 'unpaid'),
            inArray(memberships.status, ['active', 'frozen', 'suspended']),
            eq(directDebitMandates.status, 'active'),
            sql`${membershipCollections.settledAt} + make_interval(days => ${clients.collectionRetryDays}) <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(membershipCollections.settledAt))
        .limit(limit);
    },

    async byId(id: number) {
      const [row] = await withMembership().where(eq(membershipCollections.id, id));
      return row ?? null;
    },

    async byProviderReference(reference: string) {
      const [row] = await withMembership().where(eq(membershipCollections.providerReference, reference));
      return row ?? null;
    },

    /** The collection a fee was made from (membership_collections_penalty_idx). */
    async byPenalty(clientId: number, penaltyId: number) {
      const [row] = await withMembership().where(
        and(eq(membershipCollections.clientId, clientId), eq(membershipCollections.penaltyId, penaltyId)),
      );
      return row ?? null;
    },

    /** Moves a collection on from one of some statuses (and presentations), the row's lock deciding races. */
    async move(
      id: number,
      from: string[],
      set: Partial<typeof membershipCollections.$inferInsert>,
      attempts?: number,
    ): Promise<CollectionRow | null> {
      const [row] = await db
        .update(membershipCollections)
        .set(set)
        .where(
          and(
            eq(membershipCollections.id, id),
            inArray(membershipCollections.status, from),
            attempts === undefined ? undefined : eq(membershipCollections.attempts, attempts),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** A membership's collections, latest period first (for the failures in a row). */
    latestOf(membershipId: number, limit = 24) {
      return db
        .select({ status: membershipCollections.status, periodStart: membershipCollections.periodStart })
        .from(membershipCollections)
        .where(eq(membershipCollections.membershipId, membershipId))
        .orderBy(desc(membershipCollections.periodStart))
        .limit(limit);
    },

    /** How many of a membership's failed collections still have their fee unpaid. */
    async unpaidFeesOf(membershipId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(membershipCollections)
        .innerJoin(penalties, eq(penalties.id, membershipCollections.penaltyId))
        .where(and(eq(membershipCollections.membershipId, membershipId), eq(penalties.status, 'unpaid')));
      return row?.n ?? 0;
    },

    /** Whether a penalty is still unpaid (a retry's outcome depends on it). */
    async penaltyStatus(penaltyId: number): Promise<string | null> {
      const [row] = await db
        .select({ status: penalties.status })
        .from(penalties)
        .where(eq(penalties.id, penaltyId))
        .for('update');
      return row?.status ?? null;
    },

    /** Why a membership was last suspended: the audit row's details. */
    async lastSuspension(membershipId: number) {
      const [row] = await db
        .select({ details: membershipEvents.details })
        .from(membershipEvents)
        .where(and(eq(membershipEvents.membershipId, membershipId), eq(membershipEvents.event, 'suspend')))
        .orderBy(desc(membershipEvents.at), desc(membershipEvents.id))
        .limit(1);
      return (row?.details as Record<string, unknown> | undefined) ?? null;
    },

    async failedCollectionsLimit(clientId: number): Promise<number> {
      const [row] = await db
        .select({ limit: clients.failedCollectionsLimit })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row?.limit ?? 3;
    },

    /** The next charge date written for each of these memberships, on or after a day. */
    async nextChargeDates(membershipIds: number[], fromDay: string): Promise<Map<number, string>> {
      if (membershipIds.length === 0) return new Map();
      const rows = await db
        .select({
          membershipId: membershipCollections.membershipId,
          chargeDate: sql<string>`min(${membershipCollections.chargeDate})::text`,
        })
        .from(membershipCollections)
        .where(
          and(
            inArray(membershipCollections.membershipId, membershipIds),
            inArray(membershipCollections.status, ['scheduled', 'submitted']),
            sql`${membershipCollections.chargeDate} >= ${fromDay}`,
          ),
        )
        .groupBy(membershipCollections.membershipId);
      return new Map(rows.map((r) => [r.membershipId, r.chargeDate]));
    },
  };
}
export type MembershipBillingRepository = ReturnType<typeof createMembershipBillingRepository>;
