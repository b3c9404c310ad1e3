import type { Db, Executor } from '../../platform/db/client';
import type { SessionContext } from '../../platform/http/session';
import type { BookingSettings } from './booking-settings';
import { toBooking } from './booking-view';
import { createBookingsRepository } from './bookings.repository';
import { type CancelDeps, createCancelBooking } from './cancel-booking';
import { createV2Bookings } from './v2-bookings';

/** The user's own active bookings among these sessions, for the timetable's 'BOOKED'. */
export async function ownBookings(
  executor: Executor,
  clientId: number,
  userId: number,
  occurrenceIds: number[],
) {
  const rows = await createBookingsRepository(executor).activeFor(clientId, userId, occurrenceIds);
  return new Map(rows.map((r) => [r.occurrenceId, { id: r.id, status: r.status }]));
}

/** Whether the user already has a place in the session (the basket refuses to add it twice). */
export async function hasActiveBooking(
  executor: Executor,
  clientId: number,
  userId: number,
  occurrenceId: number,
) {
  const rows = await createBookingsRepository(executor).activeFor(clientId, userId, [occurrenceId]);
  return rows.length > 0;
}

/**
 * Whether a family member may be removed, as far as bookings go (docs/decisions/017): places still to
 * come hold them (a course's sessions counted apart, as a course is cancelled whole), and any booking at
 * all is history that keeps their user row.
 */
export async function attendeeStanding(executor: Executor, clientId: number, userId: number, at: Date) {
  const row = await createBookingsRepository(executor).standingOf(clientId, userId, at);
  return {
    upcoming: row.upcoming,
    upcomingCourseSessions: row.upcomingCourseSessions,
    hasHistory: row.total > 0,
  };
}

/** Cancels every active place of a course booking, in the caller's transaction (lock the sessions first). */
export function cancelBundleBookings(tx: Executor, bundleId: number, at: Date) {
  return createBookingsRepository(tx).cancelActiveOfBundle(bundleId, at);
}

type Deps = Omit<CancelDeps, 'now'> & {
  db: Db;
  currencyOf: (clientId: number) => Promise<string>;
  settingsOf?: (clientId: number) => Promise<BookingSettings>;
  now?: () => Date;
};

export function createBookingsService({
  db,
  currencyOf,
  settingsOf = async () => ({ activitiesV2Enabled: false, lateCancellationFee: null }),
  now = () => new Date(),
  ...others
}: Deps) {
  const cancel = createCancelBooking({ db, now, ...others });
  const v2 = createV2Bookings({ db, currencyOf, settingsOf, now, cancel, actsFor: others.actsFor });
  async function listFor(clientId: number, userId: number, filter: 'future' | 'past') {
    const at = now();
    const [settings, currency] = await Promise.all([settingsOf(clientId), currencyOf(clientId)]);
    const rows = await createBookingsRepository(db).listForUser(
      clientId,
      userId,
      filter,
      at,
      settings.activitiesV2Enabled ? false : undefined,
    );
    return rows.map((row) => toBooking(row, currency, at, settings.lateCancellationFee));
  }
  return {
    ownBookings,
    hasActiveBooking,
    /** DELETE activities/bookings/{id}/: cancel-booking.ts. */
    cancel,
    /**
     * My bookings: the customer's and those they made for family, upcoming or previous. With activities V2
     * on, V2 bookings come from the v1 activities list instead, so the two lists merge without duplicates.
     */
    listMine(session: SessionContext, filter: 'future' | 'past') {
      return listFor(session.clientId, session.userId, filter);
    },
    /** The same list for a customer the desk serves (the caller checked it may). */
    listFor,
    /** GET and PATCH v1/activities/bookings: v2-bookings.ts. */
    listV2: v2.list,
    cancelV2: v2.cancelMany,
    /** The bookings these orders made, with their sessions, for order history and receipts. */
    forOrders(clientId: number, orderIds: number[]) {
      return createBookingsRepository(db).listForOrders(clientId, orderIds);
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
