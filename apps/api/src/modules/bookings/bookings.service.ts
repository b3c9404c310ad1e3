import type { Db, Executor } from '../../platform/db/client';
import type { SessionContext } from '../../platform/http/session';
import { toBooking } from './booking-view';
import { createBookingsRepository } from './bookings.repository';
import { type CancelDeps, createCancelBooking } from './cancel-booking';

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

type Deps = Omit<CancelDeps, 'now'> & {
  db: Db;
  currencyOf: (clientId: number) => Promise<string>;
  now?: () => Date;
};

export function createBookingsService({ db, currencyOf, now = () => new Date(), ...others }: Deps) {
  return {
    ownBookings,
    hasActiveBooking,
    /** DELETE activities/bookings/{id}/: cancel-booking.ts. */
    cancel: createCancelBooking({ db, now, ...others }),
    /** My bookings: the customer's and those they made for family, upcoming or previous. */
    async listMine(session: SessionContext, filter: 'future' | 'past') {
      const at = now();
      const [rows, currency] = await Promise.all([
        createBookingsRepository(db).listForUser(session.clientId, session.userId, filter, at),
        currencyOf(session.clientId),
      ]);
      return rows.map((row) => toBooking(row, currency, at));
    },
    /** The bookings these orders made, with their sessions, for order history and receipts. */
    forOrders(clientId: number, orderIds: number[]) {
      return createBookingsRepository(db).listForOrders(clientId, orderIds);
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
