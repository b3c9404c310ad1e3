import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { activities, activityCategories, locations, occurrences } from '../activities/activities.tables';
import { venues } from '../venues/venues.tables';
import { bookings } from './bookings.tables';

/** Postgres' unique_violation. */
const uniqueViolation = '23505';

export class AlreadyBookedError extends Error {}

/**
 * A booking with what a customer reads about it. The list joins the session's tables in one indexed query
 * (bookings_user_idx, then primary keys) rather than asking the activities module row by row.
 */
const listedColumns = {
  id: bookings.id,
  status: bookings.status,
  orderId: bookings.orderId,
  price: bookings.price,
  attended: bookings.attended,
  userId: bookings.userId,
  occurrenceId: bookings.occurrenceId,
  startsAt: occurrences.startsAt,
  endsAt: occurrences.endsAt,
  activityName: activities.name,
  description: activities.description,
  bookingType: activities.bookingType,
  durationMinutes: activities.durationMinutes,
  cancellationCutoffMinutes: activities.cancellationCutoffMinutes,
  cutoffAction: activities.cutoffAction,
  cutoffMessage: activities.cutoffMessage,
  cancellationAwardsCredit: activities.cancellationAwardsCredit,
  categoryName: activityCategories.name,
  locationName: locations.name,
  venueId: venues.id,
  venueName: venues.name,
  venueSlug: venues.slug,
  timeZone: venues.timeZone,
  /** The course booking this place is a session of, its place among that course's sessions, and their number. */
  bundleId: bookings.bundleId,
  bundlePosition: sql<number>`(select count(*)::int from bookings b2 join occurrences o2 on o2.id = b2.occurrence_id
    where b2.bundle_id = ${bookings.bundleId}
      and (o2.starts_at < ${occurrences.startsAt} or (o2.starts_at = ${occurrences.startsAt} and b2.id <= ${bookings.id})))`,
  bundleSize: sql<number>`(select count(*)::int from bookings b2 where b2.bundle_id = ${bookings.bundleId})`,
  /** A booking at a venue on activities V2 is a V2 booking (spec part 1 §3, §7). */
  venueActivitiesV2: venues.activitiesV2Enabled,
};
export type ListedBooking = Awaited<ReturnType<BookingsRepository['listForUser']>>[number];

export function createBookingsRepository(db: Executor) {
  return {
    /** One place; a second active booking of the same person for the same session is refused by the index. */
    async insert(values: typeof bookings.$inferInsert): Promise<number> {
      try {
        const [row] = await db.insert(bookings).values(values).returning({ id: bookings.id });
        return row!.id;
      } catch (err) {
        const code =
          (err as { code?: string; cause?: { code?: string } }).code ??
          (err as { cause?: { code?: string } }).cause?.code;
        if (code === uniqueViolation) throw new AlreadyBookedError();
        throw err;
      }
    },
    /** The user's active bookings among these sessions (bookings_one_per_person_key). */
    async activeFor(clientId: number, userId: number, occurrenceIds: number[]) {
      if (occurrenceIds.length === 0) return [];
      return db
        .select({ id: bookings.id, status: bookings.status, occurrenceId: bookings.occurrenceId })
        .from(bookings)
        .where(
          and(
            eq(bookings.clientId, clientId),
            eq(bookings.userId, userId),
            eq(bookings.status, 'active'),
            inArray(bookings.occurrenceId, occurrenceIds),
          ),
        );
    },
    /**
     * What a person's places amount to (bookings_user_idx): how many active ones are still to come, alone
     * or as sessions of a course booking, and how many name them at all, in any state.
     */
    async standingOf(clientId: number, userId: number, at: Date) {
      const still = sql`${bookings.status} = 'active' and ${occurrences.startsAt} >= ${at.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          upcoming: sql<number>`(count(*) filter (where ${still} and ${bookings.bundleId} is null))::int`,
          upcomingCourseSessions: sql<number>`(count(*) filter (where ${still} and ${bookings.bundleId} is not null))::int`,
          total: sql<number>`count(*)::int`,
        })
        .from(bookings)
        .innerJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
        .where(and(eq(bookings.clientId, clientId), eq(bookings.userId, userId)));
      return row ?? { upcoming: 0, upcomingCourseSessions: 0, total: 0 };
    },
    /** Bookings the customer attends or made for family (bookings_user_idx, bookings_booked_by_idx), starting from now on (future) or before now (past). */
    async listForUser(
      clientId: number,
      userId: number,
      filter: 'future' | 'past',
      now: Date,
      /** true: only V2 bookings; false: only the others; undefined: both. */
      v2?: boolean,
    ) {
      return db
        .select(listedColumns)
        .from(bookings)
        .innerJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
        .innerJoin(activities, eq(activities.id, bookings.activityId))
        .innerJoin(activityCategories, eq(activityCategories.id, activities.categoryId))
        .innerJoin(locations, eq(locations.id, occurrences.locationId))
        .innerJoin(venues, eq(venues.id, occurrences.venueId))
        .where(
          and(
            eq(bookings.clientId, clientId),
            or(eq(bookings.userId, userId), eq(bookings.bookedByUserId, userId)),
            // Upcoming lists what the customer will attend: a cancelled booking leaves it (spec part 1 §4,
            // a cancellation counts once the booking has left the list); Previous keeps them, with status.
            filter === 'future'
              ? and(gte(occurrences.startsAt, now), eq(bookings.status, 'active'))
              : lt(occurrences.startsAt, now),
            v2 === undefined ? undefined : eq(venues.activitiesV2Enabled, v2),
          ),
        )
        .orderBy(filter === 'future' ? asc(occurrences.startsAt) : desc(occurrences.startsAt))
        .limit(200);
    },
    /** One booking of the operator's, by primary key; `lock` holds its row until the transaction ends. */
    async find(clientId: number, id: number, lock = false) {
      const query = db
        .select({
          id: bookings.id,
          status: bookings.status,
          occurrenceId: bookings.occurrenceId,
          userId: bookings.userId,
          bookedByUserId: bookings.bookedByUserId,
          orderId: bookings.orderId,
          price: bookings.price,
          bundleId: bookings.bundleId,
        })
        .from(bookings)
        .where(and(eq(bookings.clientId, clientId), eq(bookings.id, id)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    /** Who attends and who booked these bookings, and whether their venue is on activities V2. */
    async whoseAndWhere(clientId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: bookings.id,
          userId: bookings.userId,
          bookedByUserId: bookings.bookedByUserId,
          venueId: venues.id,
          venueActivitiesV2: venues.activitiesV2Enabled,
        })
        .from(bookings)
        .innerJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
        .innerJoin(venues, eq(venues.id, occurrences.venueId))
        .where(and(eq(bookings.clientId, clientId), inArray(bookings.id, ids)));
    },
    /** Staff's register: whether the person came. False when the operator has no such booking. */
    async setAttended(clientId: number, id: number, attended: boolean): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ attended })
        .where(and(eq(bookings.clientId, clientId), eq(bookings.id, id)))
        .returning({ id: bookings.id });
      return rows.length === 1;
    },
    /** Active → cancelled; false when it was no longer active (a cancel that lost a race). */
    async markCancelled(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: at })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'active')))
        .returning({ id: bookings.id });
      return rows.length === 1;
    },
    /** A course booking's active places → cancelled, with their sessions (bookings_bundle_idx). */
    cancelActiveOfBundle(bundleId: number, at: Date) {
      return db
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: at })
        .where(and(eq(bookings.bundleId, bundleId), eq(bookings.status, 'active')))
        .returning({ id: bookings.id, occurrenceId: bookings.occurrenceId });
    },
    /** An order's active places → cancelled, when the order is undone (bookings_order_idx). */
    cancelActiveOfOrder(orderId: number, at: Date) {
      return db
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: at })
        .where(and(eq(bookings.orderId, orderId), eq(bookings.status, 'active')))
        .returning({ id: bookings.id, occurrenceId: bookings.occurrenceId });
    },
    /** The sessions an order's active places are in: what to lock before undoing it (bookings_order_idx). */
    async activeOccurrencesOfOrder(orderId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ occurrenceId: bookings.occurrenceId })
        .from(bookings)
        .where(and(eq(bookings.orderId, orderId), eq(bookings.status, 'active')));
      return rows.map((r) => r.occurrenceId);
    },
    /** The bookings an order made (bookings_order_idx). */
    async listForOrders(clientId: number, orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({ ...listedColumns, orderItemId: bookings.orderItemId })
        .from(bookings)
        .innerJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
        .innerJoin(activities, eq(activities.id, bookings.activityId))
        .innerJoin(activityCategories, eq(activityCategories.id, activities.categoryId))
        .innerJoin(locations, eq(locations.id, occurrences.locationId))
        .innerJoin(venues, eq(venues.id, occurrences.venueId))
        .where(and(eq(bookings.clientId, clientId), inArray(bookings.orderId, orderIds)));
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
