import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { venues } from '../venues/venues.tables';
import { membershipPaymentOptions, membershipTypes } from './membership-catalogue.tables';
import { memberships } from './memberships.tables';

export type MembershipRow = typeof memberships.$inferSelect;

/** The little booking needs of memberships; the memberships work grows this. */
export function createMembershipsRepository(db: Executor) {
  return {
    /** Whether the user holds a membership that is active now (memberships_user_idx). */
    async hasActive(clientId: number, userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: memberships.id })
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
        .limit(1);
      return rows.length > 0;
    },
    /** A user's memberships, newest first (memberships_user_idx). */
    listForUser(clientId: number, userId: number): Promise<MembershipRow[]> {
      return db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.clientId, clientId)))
        .orderBy(desc(memberships.startsAt), desc(memberships.id));
    },
    async insert(values: typeof memberships.$inferInsert): Promise<number> {
      const [row] = await db.insert(memberships).values(values).returning({ id: memberships.id });
      return row!.id;
    },

    /** The membership a joining request made, by its Idempotency-Key (memberships_idempotency_key). */
    async findByKey(clientId: number, userId: number, key: string): Promise<MembershipRow | null> {
      const [row] = await db
        .select()
        .from(memberships)
        .where(
          and(
            eq(memberships.clientId, clientId),
            eq(memberships.userId, userId),
            eq(memberships.idempotencyKey, key),
          ),
        );
      return row ?? null;
    },

    /** The person's join waiting in a basket, if any (memberships_one_join_in_progress). */
    async joinInProgress(clientId: number, userId: number): Promise<MembershipRow | null> {
      const [row] = await db
        .select()
        .from(memberships)
        .where(
          and(
            eq(memberships.clientId, clientId),
            eq(memberships.userId, userId),
            eq(memberships.status, 'pending'),
            isNull(memberships.orderId),
            eq(memberships.origin, 'join'),
          ),
        );
      return row ?? null;
    },

    /** Memberships by id, locked until the caller's transaction ends (the order paying for them). */
    lockByIds(clientId: number, ids: number[]): Promise<MembershipRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(memberships)
        .where(and(eq(memberships.clientId, clientId), inArray(memberships.id, ids)))
        .orderBy(memberships.id)
        .for('update');
    },

    /** A join's membership leaves its basket: paid for by an order (and active, or pending until it starts). */
    async markPaid(id: number, orderId: number, status: 'active' | 'pending') {
      await db.update(memberships).set({ orderId, status }).where(eq(memberships.id, id));
    },

    /** Forgets a join that was never paid for (answers and all). */
    async removeUnpaid(id: number) {
      await db
        .delete(memberships)
        .where(and(eq(memberships.id, id), eq(memberships.status, 'pending'), isNull(memberships.orderId)));
    },

    /** Joins created before a moment and still in no order: abandoned baskets, oldest first. */
    unpaidSince(before: Date, limit: number): Promise<MembershipRow[]> {
      return db
        .select()
        .from(memberships)
        .where(
          and(
            eq(memberships.status, 'pending'),
            isNull(memberships.orderId),
            lt(memberships.createdAt, before),
          ),
        )
        .orderBy(memberships.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** The memberships an order paid for. */
    paidBy(orderId: number): Promise<MembershipRow[]> {
      return db.select().from(memberships).where(eq(memberships.orderId, orderId));
    },

    /**
     * The memberships some orders paid for, with what an order shows of them: the type's categories, the
     * option's term and the home venue. Found through the people they were for (memberships_user_idx).
     */
    ofOrders(clientId: number, userIds: number[], orderIds: number[]) {
      if (userIds.length === 0 || orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: memberships.id,
          orderId: memberships.orderId,
          userId: memberships.userId,
          startsAt: memberships.startsAt,
          paymentType: memberships.paymentType,
          baseFee: memberships.baseFee,
          firstBillingDate: memberships.firstBillingDate,
          joiningCosts: memberships.joiningCosts,
          categories: membershipTypes.categories,
          fixedDuration: membershipPaymentOptions.fixedDuration,
          fixedPeriod: membershipPaymentOptions.fixedPeriod,
          venueName: venues.name,
          timeZone: venues.timeZone,
        })
        .from(memberships)
        .leftJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
        .leftJoin(membershipPaymentOptions, eq(membershipPaymentOptions.id, memberships.paymentOptionId))
        .leftJoin(venues, eq(venues.id, memberships.homeVenueId))
        .where(
          and(
            eq(memberships.clientId, clientId),
            inArray(memberships.userId, userIds),
            inArray(memberships.orderId, orderIds),
          ),
        )
        .orderBy(memberships.id);
    },

    /** Paid memberships waiting for their start date, made active once it has come: the ones moved. */
    activateStarted(now: Date) {
      return db
        .update(memberships)
        .set({ status: 'active' })
        .where(
          and(
            eq(memberships.status, 'pending'),
            isNotNull(memberships.orderId),
            lte(memberships.startsAt, now),
          ),
        )
        .returning({ id: memberships.id, clientId: memberships.clientId });
    },

    /** Whether a membership other than this one still collects through a mandate (memberships_mandate_idx). */
    async mandateSharedBeyond(mandateId: number, membershipId: number): Promise<boolean> {
      const rows = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            eq(memberships.mandateId, mandateId),
            ne(memberships.id, membershipId),
            notInArray(memberships.status, ['cancelled', 'expired']),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async setReference(id: number, reference: string) {
      await db.update(memberships).set({ reference }).where(eq(memberships.id, id));
    },

    /**
     * The day of the month the person's collections already fall on, from a paid membership still
     * running: a second membership's collections keep it (spec part 2 §5: billingDay sent as null).
     */
    async billingDayOf(clientId: number, userId: number): Promise<number | null> {
      const [row] = await db
        .select({ billingDay: memberships.billingDay })
        .from(memberships)
        .where(
          and(
            eq(memberships.clientId, clientId),
            eq(memberships.userId, userId),
            // A join still in a basket has no billing day yet; one paid for, even before it starts, has.
            or(
              inArray(memberships.status, ['active', 'frozen']),
              and(eq(memberships.status, 'pending'), isNotNull(memberships.orderId)),
            ),
            isNotNull(memberships.billingDay),
          ),
        )
        .orderBy(desc(memberships.id))
        .limit(1);
      return row?.billingDay ?? null;
    },
  };
}
export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
