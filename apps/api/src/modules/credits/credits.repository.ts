import { and, asc, desc, eq, gt, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { activities, occurrences } from '../activities/activities.tables';
import { bookings } from '../bookings/bookings.tables';
import { clients } from '../clients/clients.tables';
import { bookingBundles } from '../courses/courses.tables';
import { venues } from '../venues/venues.tables';
import {
  creditAllocations,
  creditEntries,
  expiredCreditReason,
  orderReversedCreditReason,
} from './credits.tables';

/** A namespace for the advisory locks of credit balances, so they never collide with other locks. */
const creditLockNamespace = 0x63726564; // 'cred'

export type CreditKind = 'general' | 'membership';

/*
 * The scalar subqueries below name their tables and columns in full: in a select from one table, drizzle
 * writes the columns of an sql`` field unqualified, and inside a subquery those would bind to its own table.
 */

/** A grant with what is left of it: its amount less what spends and its expiry took (credit_allocations_grant_idx). */
const remainingOf = sql<number>`("credit_entries"."amount" - coalesce((select sum(a."amount") from "credit_allocations" a where a."grant_id" = "credit_entries"."id"), 0))::int`;

export type OpenGrant = { id: number; remaining: number; expiresAt: Date | null };
export type LapsedGrant = { id: number; clientId: number; kind: string; remaining: number; expiresAt: Date };

/** An entry that took credit away for something bought, not by lapsing. */
const spentNotExpired = and(lt(creditEntries.amount, 0), ne(creditEntries.reason, expiredCreditReason));

/** What an order bought, as a line: its first item's name, how many items, and the first session's venue. */
const orderSummary = {
  firstItem: sql<
    string | null
  >`(select oi."name" from "order_items" oi where oi."order_id" = "credit_entries"."order_id" order by oi."id" limit 1)`,
  itemCount: sql<number>`(select count(*)::int from "order_items" oi where oi."order_id" = "credit_entries"."order_id")`,
  venueName: sql<string | null>`(select v."name" from "order_items" oi
    join "occurrences" o on o."id" = oi."occurrence_id"
    join "venues" v on v."id" = o."venue_id"
    where oi."order_id" = "credit_entries"."order_id" order by oi."id" limit 1)`,
};

/** The credit ledger and its allocations: sums and appends, never edits (credits.tables.ts). */
export function createCreditsRepository(db: Executor) {
  return {
    /** Sum of the user's entries of one kind: expiry is an entry, so this is the balance (credit_entries_user_idx). */
    async sum(clientId: number, userId: number, kind: CreditKind): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${creditEntries.amount}), 0)` })
        .from(creditEntries)
        .where(
          and(
            eq(creditEntries.userId, userId),
            eq(creditEntries.kind, kind),
            eq(creditEntries.clientId, clientId),
          ),
        );
      return Number(row?.total ?? 0);
    },
    /** Both kinds' sums in one read (credit_entries_user_idx): what a basket shows. */
    async sums(clientId: number, userId: number): Promise<Record<CreditKind, number>> {
      const [row] = await db
        .select({
          general: sql<string>`coalesce(sum(${creditEntries.amount}) filter (where ${creditEntries.kind} = 'general'), 0)`,
          membership: sql<string>`coalesce(sum(${creditEntries.amount}) filter (where ${creditEntries.kind} = 'membership'), 0)`,
        })
        .from(creditEntries)
        .where(and(eq(creditEntries.userId, userId), eq(creditEntries.clientId, clientId)));
      return { general: Number(row?.general ?? 0), membership: Number(row?.membership ?? 0) };
    },
    /** The operator's switch (clients.credits_enabled), read in the caller's transaction. */
    async creditsEnabled(clientId: number): Promise<boolean> {
      const [row] = await db
        .select({ enabled: clients.creditsEnabled })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row?.enabled ?? false;
    },
    /**
     * Serialises every change to one user's balance until the transaction ends: two checkouts spending
     * the same credit at once take turns, and the second sees the first's entry.
     */
    async lockBalance(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${creditLockNamespace}, ${userId})`);
    },
    async insert(values: typeof creditEntries.$inferInsert): Promise<number> {
      const [row] = await db.insert(creditEntries).values(values).returning({ id: creditEntries.id });
      return row!.id;
    },
    async allocate(rows: (typeof creditAllocations.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(creditAllocations).values(rows);
    },
    /** The user's grants of one kind not lapsed at `at` with credit left, in the order spends draw on them. */
    async openGrants(clientId: number, userId: number, kind: CreditKind, at: Date): Promise<OpenGrant[]> {
      const rows = await db
        .select({ id: creditEntries.id, remaining: remainingOf, expiresAt: creditEntries.expiresAt })
        .from(creditEntries)
        .where(
          and(
            eq(creditEntries.userId, userId),
            eq(creditEntries.kind, kind),
            eq(creditEntries.clientId, clientId),
            gt(creditEntries.amount, 0),
            sql`(${creditEntries.expiresAt} is null or ${creditEntries.expiresAt} > ${at})`,
          ),
        )
        .orderBy(sql`${creditEntries.expiresAt} asc nulls last`, asc(creditEntries.id));
      return rows.filter((g) => g.remaining > 0);
    },
    /**
     * Grants lapsed by `at` with credit still in them (credit_entries_expiry_idx): all of one user's, or the
     * users the sweep takes up next.
     */
    async lapsedGrants(
      at: Date,
      scope: { userId: number } | { limit: number },
    ): Promise<(LapsedGrant & { userId: number })[]> {
      const query = db
        .select({
          id: creditEntries.id,
          clientId: creditEntries.clientId,
          userId: creditEntries.userId,
          kind: creditEntries.kind,
          remaining: remainingOf,
          expiresAt: sql<Date>`${creditEntries.expiresAt}`.mapWith(creditEntries.expiresAt),
        })
        .from(creditEntries)
        .where(
          and(
            gt(creditEntries.amount, 0),
            isNotNull(creditEntries.expiresAt),
            lte(creditEntries.expiresAt, at),
            'userId' in scope ? eq(creditEntries.userId, scope.userId) : undefined,
            sql`${remainingOf} > 0`,
          ),
        )
        .orderBy(asc(creditEntries.userId), asc(creditEntries.id));
      return 'limit' in scope ? query.limit(scope.limit) : query;
    },
    /** An order's spends (not its expiries), each with the grants it drew on (credit_entries_order_idx). */
    async spendsOfOrder(clientId: number, orderId: number) {
      const grants = alias(creditEntries, 'grants');
      return db
        .select({
          entryId: creditEntries.id,
          userId: creditEntries.userId,
          kind: creditEntries.kind,
          amount: creditEntries.amount,
          grantId: creditAllocations.grantId,
          allocated: creditAllocations.amount,
          grantExpiresAt: grants.expiresAt,
        })
        .from(creditEntries)
        .leftJoin(creditAllocations, eq(creditAllocations.entryId, creditEntries.id))
        .leftJoin(grants, eq(grants.id, creditAllocations.grantId))
        .where(and(eq(creditEntries.orderId, orderId), eq(creditEntries.clientId, clientId), spentNotExpired))
        .orderBy(asc(creditEntries.id), asc(creditAllocations.grantId));
    },
    /** Whether credit an order spent was given back already (an undone order is undone once). */
    async reversalOf(clientId: number, orderId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: creditEntries.id })
        .from(creditEntries)
        .where(
          and(
            eq(creditEntries.orderId, orderId),
            eq(creditEntries.clientId, clientId),
            eq(creditEntries.reason, orderReversedCreditReason),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    /**
     * The user's added entries, newest first, with what is left of each and what it came from: a
     * cancelled booking's session, a cancelled course and its first session, an undone order's items.
     */
    async listAdded(clientId: number, userId: number) {
      const bookingVenues = alias(venues, 'booking_venues');
      const courses = alias(activities, 'courses');
      const courseVenues = alias(venues, 'course_venues');
      return db
        .select({
          id: creditEntries.id,
          kind: creditEntries.kind,
          amount: creditEntries.amount,
          remaining: remainingOf,
          reason: creditEntries.reason,
          orderId: creditEntries.orderId,
          expiresAt: creditEntries.expiresAt,
          createdAt: creditEntries.createdAt,
          booking: {
            activityName: activities.name,
            startsAt: occurrences.startsAt,
            timeZone: bookingVenues.timeZone,
          },
          course: {
            name: courses.name,
            firstStart: sql<Date | null>`(select min(o."starts_at") from "occurrences" o
              where o."activity_id" = "booking_bundles"."activity_id")`.mapWith(occurrences.startsAt),
            timeZone: courseVenues.timeZone,
          },
          order: orderSummary,
        })
        .from(creditEntries)
        .leftJoin(bookings, eq(bookings.id, creditEntries.bookingId))
        .leftJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
        .leftJoin(activities, eq(activities.id, bookings.activityId))
        .leftJoin(bookingVenues, eq(bookingVenues.id, occurrences.venueId))
        .leftJoin(bookingBundles, eq(bookingBundles.id, creditEntries.bundleId))
        .leftJoin(courses, eq(courses.id, bookingBundles.activityId))
        .leftJoin(courseVenues, eq(courseVenues.id, courses.venueId))
        .where(
          and(
            eq(creditEntries.userId, userId),
            eq(creditEntries.clientId, clientId),
            gt(creditEntries.amount, 0),
          ),
        )
        .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id));
    },
    /** The user's spent entries (not expiries), newest first, with what the order paid for and where. */
    async listSpent(clientId: number, userId: number) {
      return db
        .select({
          id: creditEntries.id,
          kind: creditEntries.kind,
          amount: creditEntries.amount,
          orderId: creditEntries.orderId,
          createdAt: creditEntries.createdAt,
          order: orderSummary,
        })
        .from(creditEntries)
        .where(and(eq(creditEntries.userId, userId), eq(creditEntries.clientId, clientId), spentNotExpired))
        .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id));
    },
  };
}
export type CreditsRepository = ReturnType<typeof createCreditsRepository>;
