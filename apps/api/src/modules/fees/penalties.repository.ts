import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { activities, occurrences } from '../activities/activities.tables';
import { bookings } from '../bookings/bookings.tables';
import { users } from '../users/users.tables';
import { venues } from '../venues/venues.tables';
import { penalties } from './penalties.tables';

export type PenaltyRow = typeof penalties.$inferSelect & { venueName: string | null };

/** An unpaid fee as the payments page lists it: who owes it, and the booking it is for, if any. */
export type OwedFeeRow = PenaltyRow & {
  userName: string;
  booking: { activityName: string; startsAt: Date; venueName: string; timeZone: string } | null;
};

/** A fee's columns and its venue's name (left-joined: a fee may name no venue). */
const withVenueName = {
  id: penalties.id,
  clientId: penalties.clientId,
  userId: penalties.userId,
  venueId: penalties.venueId,
  type: penalties.type,
  description: penalties.description,
  feeAmount: penalties.feeAmount,
  status: penalties.status,
  incurredAt: penalties.incurredAt,
  bookingId: penalties.bookingId,
  paidOrderId: penalties.paidOrderId,
  venueName: venues.name,
};

export function createPenaltiesRepository(db: Executor) {
  return {
    /**
     * The unpaid fees of these customers (one and their family), newest first, with the booking each is
     * for (penalties_user_status_idx, then one primary-key join each).
     */
    async listUnpaidOf(clientId: number, userIds: number[]): Promise<OwedFeeRow[]> {
      if (userIds.length === 0) return [];
      const sessionVenues = alias(venues, 'session_venues');
      const rows = await db
        .select({
          ...withVenueName,
          userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          activityName: activities.name,
          startsAt: occurrences.startsAt,
          sessionVenueName: sessionVenues.name,
          timeZone: sessionVenues.timeZone,
        })
        .from(penalties)
        .innerJoin(users, eq(users.id, penalties.userId))
        .leftJoin(venues, eq(venues.id, penalties.venueId))
        .leftJoin(bookings, eq(bookings.id, penalties.bookingId))
        .leftJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
        .leftJoin(activities, eq(activities.id, bookings.activityId))
        .leftJoin(sessionVenues, eq(sessionVenues.id, occurrences.venueId))
        .where(
          and(
            eq(penalties.clientId, clientId),
            inArray(penalties.userId, userIds),
            eq(penalties.status, 'unpaid'),
          ),
        )
        .orderBy(desc(penalties.incurredAt), desc(penalties.id));
      return rows.map(({ activityName, startsAt, sessionVenueName, timeZone, ...fee }) => ({
        ...fee,
        booking:
          activityName !== null && startsAt !== null && sessionVenueName !== null && timeZone !== null
            ? { activityName, startsAt, venueName: sessionVenueName, timeZone }
            : null,
      }));
    },
    async hasUnpaid(clientId: number, userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: penalties.id })
        .from(penalties)
        .where(
          and(eq(penalties.clientId, clientId), eq(penalties.userId, userId), eq(penalties.status, 'unpaid')),
        )
        .limit(1);
      return rows.length > 0;
    },
    /** Whether any of the user's fees is unpaid, and whether they have any at all (penalties_user_status_idx). */
    async standingOf(clientId: number, userId: number): Promise<{ unpaid: boolean; any: boolean }> {
      const [row] = await db
        .select({
          unpaid: sql<boolean>`coalesce(bool_or(${penalties.status} = 'unpaid'), false)`,
          any: sql<boolean>`count(*) > 0`,
        })
        .from(penalties)
        .where(and(eq(penalties.clientId, clientId), eq(penalties.userId, userId)));
      return { unpaid: row?.unpaid === true, any: row?.any === true };
    },
    /**
     * One fee for a booking at the operator's current rate (`clients.late_cancellation_fee` or
     * `no_show_fee`), if it has one; a second call for the same booking and type adds nothing
     * (penalties_booking_type_key). True when a fee was written.
     */
    async chargeForBooking(values: {
      clientId: number;
      userId: number;
      venueId: number;
      bookingId: number;
      type: 'late-cancellation' | 'no-show';
      description: string;
      at: Date;
    }): Promise<boolean> {
      const rate = values.type === 'late-cancellation' ? sql`late_cancellation_fee` : sql`no_show_fee`;
      const result = await db.execute(sql`
        insert into penalties (client_id, user_id, venue_id, booking_id, type, description, fee_amount, incurred_at)
        select c.id, ${values.userId}, ${values.venueId}, ${values.bookingId}, ${values.type},
               ${values.description}, c.${rate}, ${values.at.toISOString()}::timestamptz
        from clients c where c.id = ${values.clientId} and c.${rate} > 0
        on conflict (booking_id, type) where booking_id is not null do nothing
        returning id`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },
    /**
     * The no-show sweep: a fee for every active, unattended booking of a session that ended between
     * `endedBefore` and `endedAfter`, at operators with a no-show fee; owed by whoever booked. Bookings
     * already charged are skipped by the unique index, so the sweep may run any number of times.
     */
    async chargeNoShows(endedAfter: Date, endedBefore: Date): Promise<number> {
      const result = await db.execute(sql`
        insert into penalties (client_id, user_id, venue_id, booking_id, type, description, fee_amount, incurred_at)
        select b.client_id, b.booked_by_user_id, o.venue_id, b.id, 'no-show',
               'No-show: ' || a.name || ', ' || to_char(o.starts_at at time zone v.time_zone, 'DD/MM/YYYY HH24:MI'),
               c.no_show_fee, now()
        from bookings b
        join occurrences o on o.id = b.occurrence_id
        join activities a on a.id = b.activity_id
        join venues v on v.id = o.venue_id
        join clients c on c.id = b.client_id
        where b.status = 'active' and not b.attended and c.no_show_fee > 0
          and o.ends_at < ${endedBefore.toISOString()}::timestamptz
          and o.ends_at > ${endedAfter.toISOString()}::timestamptz
          -- No session lasts a day: bounding the start too lets occurrences_venue_starts_idx find the
          -- sessions venue by venue, instead of reading every session ever held on each pass.
          and o.starts_at < ${endedBefore.toISOString()}::timestamptz
          and o.starts_at > ${endedAfter.toISOString()}::timestamptz - interval '1 day'
        on conflict (booking_id, type) where booking_id is not null do nothing
        returning id`);
      return (result as unknown as { rows: unknown[] }).rows.length;
    },
    /** The fees, with their venue's name; `lock` takes their rows (in id order) until the transaction ends. */
    async byIds(clientId: number, ids: number[], lock = false): Promise<PenaltyRow[]> {
      if (ids.length === 0) return [];
      const query = db
        .select(withVenueName)
        .from(penalties)
        .leftJoin(venues, eq(venues.id, penalties.venueId))
        .where(and(eq(penalties.clientId, clientId), inArray(penalties.id, ids)))
        .orderBy(asc(penalties.id));
      return lock ? query.for('update', { of: penalties }) : query;
    },
    /** Marks an unpaid fee paid by the order; false when it was not unpaid. */
    async markPaid(clientId: number, id: number, orderId: number): Promise<boolean> {
      const rows = await db
        .update(penalties)
        .set({ status: 'paid', paidOrderId: orderId })
        .where(and(eq(penalties.clientId, clientId), eq(penalties.id, id), eq(penalties.status, 'unpaid')))
        .returning({ id: penalties.id });
      return rows.length > 0;
    },
    /** Marks an unpaid fee paid by a later direct-debit collection (no order); false when it was not unpaid. */
    async markCollected(clientId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(penalties)
        .set({ status: 'paid' })
        .where(and(eq(penalties.clientId, clientId), eq(penalties.id, id), eq(penalties.status, 'unpaid')))
        .returning({ id: penalties.id });
      return rows.length > 0;
    },
    /** The fees an undone order paid are owed again (penalties_paid_order_idx). */
    async unpayOrder(orderId: number): Promise<PenaltyRow['description'][]> {
      const rows = await db
        .update(penalties)
        .set({ status: 'unpaid', paidOrderId: null })
        .where(and(eq(penalties.paidOrderId, orderId), eq(penalties.status, 'paid')))
        .returning({ description: penalties.description });
      return rows.map((r) => r.description);
    },
    async insert(values: typeof penalties.$inferInsert): Promise<number> {
      const [row] = await db.insert(penalties).values(values).returning({ id: penalties.id });
      return row!.id;
    },
  };
}
export type PenaltiesRepository = ReturnType<typeof createPenaltiesRepository>;
