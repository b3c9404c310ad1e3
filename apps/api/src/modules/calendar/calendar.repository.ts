import { and, asc, eq, gte, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { activities, locations, occurrences } from '../activities/activities.tables';
import { bookings } from '../bookings/bookings.tables';
import { venues } from '../venues/venues.tables';
import { calendarFeeds } from './calendar.tables';

/** What one calendar event needs of a booking (a read view over the bookings and sessions tables). */
const eventColumns = {
  id: bookings.id,
  userId: bookings.userId,
  bookedByUserId: bookings.bookedByUserId,
  status: bookings.status,
  startsAt: occurrences.startsAt,
  endsAt: occurrences.endsAt,
  activityName: activities.name,
  venueName: venues.name,
  locationName: locations.name,
};
export type BookingEvent = NonNullable<Awaited<ReturnType<CalendarRepository['findBooking']>>>;

export function createCalendarRepository(db: Executor) {
  const events = () =>
    db
      .select(eventColumns)
      .from(bookings)
      .innerJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .innerJoin(locations, eq(locations.id, occurrences.locationId))
      .innerJoin(venues, eq(venues.id, occurrences.venueId));

  return {
    async feedOfUser(clientId: number, userId: number) {
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.clientId, clientId), eq(calendarFeeds.userId, userId)));
      return row ?? null;
    },
    /** The first token wins when two first reads race (the user's row is the primary key). */
    async createFeed(clientId: number, userId: number, token: string) {
      await db.insert(calendarFeeds).values({ clientId, userId, token }).onConflictDoNothing();
    },
    /** A new token in place of the old: the old address stops working in the same statement. */
    async replaceToken(clientId: number, userId: number, token: string) {
      await db
        .insert(calendarFeeds)
        .values({ clientId, userId, token })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
    },
    async feedOfToken(token: string) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
      return row ?? null;
    },
    /** Active bookings the user attends or made for family, of sessions starting from `since` on. */
    activeBookingsSince(clientId: number, userId: number, since: Date) {
      return events()
        .where(
          and(
            eq(bookings.clientId, clientId),
            or(eq(bookings.userId, userId), eq(bookings.bookedByUserId, userId)),
            eq(bookings.status, 'active'),
            gte(occurrences.startsAt, since),
          ),
        )
        .orderBy(asc(occurrences.startsAt))
        .limit(500);
    },
    async findBooking(clientId: number, id: number) {
      const [row] = await events().where(and(eq(bookings.clientId, clientId), eq(bookings.id, id)));
      return row ?? null;
    },
  };
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
