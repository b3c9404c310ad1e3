import { and, asc, eq, gt, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { activities, locations, occurrences } from '../activities/activities.tables';
import { bookings } from '../bookings/bookings.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';
import { waitlistEntries } from './waitlists.tables';

/** Postgres' unique_violation. */
const uniqueViolation = '23505';

const inQueue = inArray(waitlistEntries.status, ['waiting', 'offered']);

/** 1-based place in the session's queue (waitlist_entries_queue_idx), null once out of it. */
const position = sql<number | null>`case when ${waitlistEntries.status} in ('waiting', 'offered') then (
  select count(*)::int from waitlist_entries q
  where q.occurrence_id = ${waitlistEntries.occurrenceId} and q.status in ('waiting', 'offered')
    and q.id <= ${waitlistEntries.id}) end`;

/** An entry with what a customer reads about it: one indexed query joining the session's tables. */
const listedColumns = {
  id: waitlistEntries.id,
  clientId: waitlistEntries.clientId,
  occurrenceId: waitlistEntries.occurrenceId,
  userId: waitlistEntries.userId,
  joinedByUserId: waitlistEntries.joinedByUserId,
  status: waitlistEntries.status,
  offerExpiresAt: waitlistEntries.offerExpiresAt,
  bookingId: waitlistEntries.bookingId,
  order: position,
  attendeeFirstName: users.firstName,
  attendeeLastName: users.lastName,
  activityId: activities.id,
  activityName: activities.name,
  activitySlug: activities.slug,
  startsAt: occurrences.startsAt,
  endsAt: occurrences.endsAt,
  locationName: locations.name,
  venueName: venues.name,
  venueSlug: venues.slug,
  timeZone: venues.timeZone,
};
export type ListedEntry = Awaited<ReturnType<WaitlistsRepository['listed']>>[number];
export type EntryRow = typeof waitlistEntries.$inferSelect;

export class AlreadyWaitingError extends Error {}

export function createWaitlistsRepository(db: Executor) {
  function listedQuery() {
    return db
      .select(listedColumns)
      .from(waitlistEntries)
      .innerJoin(users, eq(users.id, waitlistEntries.userId))
      .innerJoin(occurrences, eq(occurrences.id, waitlistEntries.occurrenceId))
      .innerJoin(activities, eq(activities.id, occurrences.activityId))
      .innerJoin(locations, eq(locations.id, occurrences.locationId))
      .innerJoin(venues, eq(venues.id, occurrences.venueId));
  }

  return {
    /** One queue place per person per session (waitlist_entries_one_per_person_key). */
    async insert(values: {
      clientId: number;
      occurrenceId: number;
      userId: number;
      joinedByUserId: number;
    }): Promise<number> {
      try {
        const [row] = await db.insert(waitlistEntries).values(values).returning({ id: waitlistEntries.id });
        return row!.id;
      } catch (err) {
        const e = err as { code?: string; cause?: { code?: string } };
        if ((e.code ?? e.cause?.code) === uniqueViolation) throw new AlreadyWaitingError();
        throw err;
      }
    },

    /** One entry of the operator's; `lock` holds its row until the transaction ends. */
    async find(clientId: number, id: number, lock = false): Promise<EntryRow | null> {
      const query = db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.clientId, clientId), eq(waitlistEntries.id, id)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Entries of the customer and of those they joined for: all by ids, or those in a queue. */
    listed(clientId: number, userId: number, only: { ids: number[] } | 'queued') {
      const mine = or(eq(waitlistEntries.userId, userId), eq(waitlistEntries.joinedByUserId, userId));
      const which = only === 'queued' ? inQueue : inArray(waitlistEntries.id, only.ids);
      return listedQuery()
        .where(and(eq(waitlistEntries.clientId, clientId), mine, which))
        .orderBy(asc(occurrences.startsAt), asc(waitlistEntries.id))
        .limit(200);
    },

    /** The first `limit` people still waiting for an offer, in queue order (waitlist_entries_queue_idx). */
    /**
     * Takes out of the session's queue everyone who has since got a place there another way (a place seen
     * free on the timetable before the sweep offered it): they have what they queued for, and an offer
     * to them would hold a second place nobody can take (bookings_one_per_person_key).
     */
    async settleBooked(occurrenceId: number, at: Date): Promise<number> {
      const rows = await db
        .update(waitlistEntries)
        .set({ status: 'accepted', endedAt: at, bookingId: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(waitlistEntries.occurrenceId, occurrenceId),
            inQueue,
            eq(bookings.occurrenceId, waitlistEntries.occurrenceId),
            eq(bookings.userId, waitlistEntries.userId),
            eq(bookings.status, 'active'),
          ),
        )
        .returning({ id: waitlistEntries.id });
      return rows.length;
    },

    firstWaiting(occurrenceId: number, limit: number) {
      return db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.occurrenceId, occurrenceId), eq(waitlistEntries.status, 'waiting')))
        .orderBy(asc(waitlistEntries.id))
        .limit(limit);
    },

    async markOffered(ids: number[], at: Date, expiresAt: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(waitlistEntries)
        .set({ status: 'offered', offeredAt: at, offerExpiresAt: expiresAt })
        .where(and(inArray(waitlistEntries.id, ids), eq(waitlistEntries.status, 'waiting')));
    },

    /** Takes an entry out of its queue; false when it was already out (a race lost). */
    async end(id: number, status: string, at: Date, bookingId: number | null = null): Promise<boolean> {
      const rows = await db
        .update(waitlistEntries)
        .set({ status, endedAt: at, bookingId })
        .where(and(eq(waitlistEntries.id, id), inQueue))
        .returning({ id: waitlistEntries.id });
      return rows.length === 1;
    },

    /** Sessions whose offers have lapsed (waitlist_entries_offer_expiry_idx). */
    async sessionsWithLapsedOffers(now: Date) {
      return db
        .selectDistinct({ clientId: waitlistEntries.clientId, occurrenceId: waitlistEntries.occurrenceId })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)));
    },

    /** Lapsed offers of one session become 'expired' (call with the session locked). */
    async expireLapsed(occurrenceId: number, now: Date): Promise<number> {
      const rows = await db
        .update(waitlistEntries)
        .set({ status: 'expired', endedAt: now })
        .where(
          and(
            eq(waitlistEntries.occurrenceId, occurrenceId),
            eq(waitlistEntries.status, 'offered'),
            lte(waitlistEntries.offerExpiresAt, now),
          ),
        )
        .returning({ id: waitlistEntries.id });
      return rows.length;
    },

    /** Future sessions with someone waiting and, by the booked count alone, a place free. */
    sessionsToOffer(now: Date) {
      return db
        .selectDistinct({ clientId: waitlistEntries.clientId, occurrenceId: waitlistEntries.occurrenceId })
        .from(waitlistEntries)
        .innerJoin(occurrences, eq(occurrences.id, waitlistEntries.occurrenceId))
        .where(
          and(
            eq(waitlistEntries.status, 'waiting'),
            gt(occurrences.startsAt, now),
            eq(occurrences.status, 'scheduled'),
            sql`${occurrences.bookedCount} < ${occurrences.capacity}`,
          ),
        );
    },

    /** Queues of sessions that have started are closed: nobody can join them any more. */
    async closeStarted(now: Date): Promise<number> {
      const rows = await db
        .update(waitlistEntries)
        .set({ status: 'closed', endedAt: now })
        .where(
          and(
            inQueue,
            sql`exists (select 1 from occurrences o where o.id = ${waitlistEntries.occurrenceId}
              and o.starts_at <= ${now.toISOString()}::timestamptz)`,
          ),
        )
        .returning({ id: waitlistEntries.id });
      return rows.length;
    },

    /** The attendee's other queue entries whose sessions overlap [startsAt, endsAt). */
    clashing(clientId: number, userId: number, window: { startsAt: Date; endsAt: Date }, exceptId: number) {
      return db
        .select({
          id: waitlistEntries.id,
          occurrenceId: waitlistEntries.occurrenceId,
          status: waitlistEntries.status,
        })
        .from(waitlistEntries)
        .innerJoin(occurrences, eq(occurrences.id, waitlistEntries.occurrenceId))
        .where(
          and(
            eq(waitlistEntries.clientId, clientId),
            eq(waitlistEntries.userId, userId),
            inQueue,
            ne(waitlistEntries.id, exceptId),
            lt(occurrences.startsAt, window.endsAt),
            gt(occurrences.endsAt, window.startsAt),
          ),
        );
    },

    /** Every queue place a person holds, in session order, the order sessions are locked in (waitlist_entries_user_idx). */
    queuedOf(clientId: number, userId: number) {
      return db
        .select({ id: waitlistEntries.id, occurrenceId: waitlistEntries.occurrenceId })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.clientId, clientId), eq(waitlistEntries.userId, userId), inQueue))
        .orderBy(asc(waitlistEntries.occurrenceId), asc(waitlistEntries.id));
    },

    /** The customer's own place in these sessions' queues: occurrence id → entry id. */
    async ownEntries(clientId: number, userId: number, occurrenceIds: number[]) {
      if (occurrenceIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ id: waitlistEntries.id, occurrenceId: waitlistEntries.occurrenceId })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.clientId, clientId),
            eq(waitlistEntries.userId, userId),
            inQueue,
            inArray(waitlistEntries.occurrenceId, occurrenceIds),
          ),
        );
      return new Map(rows.map((r) => [r.occurrenceId, r.id]));
    },
  };
}
export type WaitlistsRepository = ReturnType<typeof createWaitlistsRepository>;

/** The signed-in customer's own queue entries among these sessions, for the timetable's `waitlistId`. */
export function ownWaitlistEntries(
  executor: Executor,
  clientId: number,
  userId: number,
  occurrenceIds: number[],
): Promise<Map<number, number>> {
  return createWaitlistsRepository(executor).ownEntries(clientId, userId, occurrenceIds);
}
