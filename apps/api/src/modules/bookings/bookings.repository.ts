import { and, asc, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
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
    /** Bookings the customer attends or made for family (bookings_user_idx, bookings_booked_by_idx), starting from now on (future) or before now (past). */
    async listForUser(clientId: number, userId: number, filter: 'future' | 'past', now: Date) {
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
        })
        .from(bookings)
        .where(and(eq(bookings.clientId, clientId), eq(bookings.id, id)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
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
