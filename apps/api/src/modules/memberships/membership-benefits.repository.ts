import { and, asc, count, eq, gt, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { venues } from '../venues/venues.tables';
import {
  membershipBenefitActivities,
  membershipBenefits,
  membershipTypes,
  membershipTypeVenues,
} from './membership-catalogue.tables';
import { membershipBenefitUses } from './membership-lifecycle.tables';
import { memberships } from './memberships.tables';

/** Benefits per period: who has which, and the uses counted (docs/decisions/050-benefit-periods.md). */
export function createMembershipBenefitsRepository(db: Executor) {
  return {
    /** The attendee's running memberships (active, begun, not ended), oldest first; `lock` holds their rows. */
    async runningOf(clientId: number, userId: number, now: Date, lock = false) {
      const query = db
        .select({ id: memberships.id, membershipTypeId: memberships.membershipTypeId })
        .from(memberships)
        .where(
          and(
            eq(memberships.userId, userId),
            eq(memberships.status, 'active'),
            eq(memberships.clientId, clientId),
            lte(memberships.startsAt, now),
            or(isNull(memberships.expiresAt), gt(memberships.expiresAt, now)),
          ),
        )
        .orderBy(asc(memberships.id));
      return lock ? query.for('no key update') : query;
    },

    /** The benefits of these types that cover the activity (membership_benefit_activities_activity_idx). */
    covering(typeIds: number[], activityId: number) {
      if (typeIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: membershipBenefits.id,
          membershipTypeId: membershipBenefits.membershipTypeId,
          totalUses: membershipBenefits.totalUses,
          frequency: membershipBenefits.frequency,
        })
        .from(membershipBenefitActivities)
        .innerJoin(membershipBenefits, eq(membershipBenefits.id, membershipBenefitActivities.benefitId))
        .where(
          and(
            eq(membershipBenefitActivities.activityId, activityId),
            inArray(membershipBenefits.membershipTypeId, typeIds),
          ),
        )
        .orderBy(asc(membershipBenefits.position), asc(membershipBenefits.id));
    },

    /** The benefits of these types covering any of these activities, with the activity each covers. */
    coveringAny(typeIds: number[], activityIds: number[]) {
      if (typeIds.length === 0 || activityIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: membershipBenefits.id,
          membershipTypeId: membershipBenefits.membershipTypeId,
          totalUses: membershipBenefits.totalUses,
          frequency: membershipBenefits.frequency,
          activityId: membershipBenefitActivities.activityId,
        })
        .from(membershipBenefitActivities)
        .innerJoin(membershipBenefits, eq(membershipBenefits.id, membershipBenefitActivities.benefitId))
        .where(
          and(
            inArray(membershipBenefitActivities.activityId, activityIds),
            inArray(membershipBenefits.membershipTypeId, typeIds),
          ),
        );
    },

    /**
     * The guest-pass benefits (kind 'guest_pass') of these memberships, with what an allowance shows:
     * the type's name and coverage, the membership's option and end, and its venue's time zone.
     */
    guestPassBenefitsOf(membershipIds: number[]) {
      if (membershipIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          membershipId: memberships.id,
          membershipTypeId: membershipTypes.id,
          paymentOptionId: memberships.paymentOptionId,
          expiresAt: memberships.expiresAt,
          timeZone: venues.timeZone,
          typeName: membershipTypes.name,
          coverage: membershipTypes.coverage,
          benefitId: membershipBenefits.id,
          benefitName: membershipBenefits.name,
          totalUses: membershipBenefits.totalUses,
          frequency: membershipBenefits.frequency,
        })
        .from(memberships)
        .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
        .innerJoin(
          membershipBenefits,
          and(
            eq(membershipBenefits.membershipTypeId, membershipTypes.id),
            eq(membershipBenefits.kind, 'guest_pass'),
          ),
        )
        .leftJoin(venues, eq(venues.id, memberships.homeVenueId))
        .where(inArray(memberships.id, membershipIds))
        .orderBy(asc(memberships.id), asc(membershipBenefits.position), asc(membershipBenefits.id));
    },

    /** The venues local types open (membership_type_venues_pkey). */
    typeVenues(typeIds: number[]) {
      if (typeIds.length === 0) return Promise.resolve([]);
      return db
        .select({ typeId: membershipTypeVenues.membershipTypeId, venueId: membershipTypeVenues.venueId })
        .from(membershipTypeVenues)
        .where(inArray(membershipTypeVenues.membershipTypeId, typeIds));
    },

    /** Uses spent in one period (membership_benefit_uses_period_idx). */
    async usedIn(membershipId: number, benefitId: number, periodStart: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(membershipBenefitUses)
        .where(
          and(
            eq(membershipBenefitUses.membershipId, membershipId),
            eq(membershipBenefitUses.benefitId, benefitId),
            eq(membershipBenefitUses.periodStart, periodStart),
            eq(membershipBenefitUses.status, 'used'),
          ),
        );
      return row?.n ?? 0;
    },

    /** Uses spent by these memberships in periods from `since`, by membership, benefit and period. */
    usedSince(membershipIds: number[], since: string) {
      if (membershipIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          membershipId: membershipBenefitUses.membershipId,
          benefitId: membershipBenefitUses.benefitId,
          periodStart: membershipBenefitUses.periodStart,
          n: count(),
        })
        .from(membershipBenefitUses)
        .where(
          and(
            inArray(membershipBenefitUses.membershipId, membershipIds),
            gte(membershipBenefitUses.periodStart, since),
            eq(membershipBenefitUses.status, 'used'),
          ),
        )
        .groupBy(
          membershipBenefitUses.membershipId,
          membershipBenefitUses.benefitId,
          membershipBenefitUses.periodStart,
        );
    },

    async insertUse(values: typeof membershipBenefitUses.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(membershipBenefitUses)
        .values(values)
        .returning({ id: membershipBenefitUses.id });
      return row!.id;
    },

    async linkBooking(useId: number, bookingId: number): Promise<void> {
      await db.update(membershipBenefitUses).set({ bookingId }).where(eq(membershipBenefitUses.id, useId));
    },

    /** Gives back the uses the bookings spent; returns how many. */
    async returnForBookings(bookingIds: number[], at: Date): Promise<number> {
      if (bookingIds.length === 0) return 0;
      const rows = await db
        .update(membershipBenefitUses)
        .set({ status: 'returned', returnedAt: at })
        .where(
          and(inArray(membershipBenefitUses.bookingId, bookingIds), eq(membershipBenefitUses.status, 'used')),
        )
        .returning({ id: membershipBenefitUses.id });
      return rows.length;
    },

    /** Every use of one booking, for tests and support. */
    usesOfBooking(bookingId: number) {
      return db
        .select()
        .from(membershipBenefitUses)
        .where(eq(membershipBenefitUses.bookingId, bookingId))
        .orderBy(asc(membershipBenefitUses.id));
    },
  };
}
