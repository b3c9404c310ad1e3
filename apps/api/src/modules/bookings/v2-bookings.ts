import { bookingCancelledMessage, someNotCancelledMessage } from '@leisure/contracts/bookings';
import type { Db } from '../../platform/db/client';
import { HttpError, notFound, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { BookingSettings } from './booking-settings';
import { toBooking } from './booking-view';
import { createBookingsRepository } from './bookings.repository';
import type { createCancelBooking } from './cancel-booking';

type Deps = {
  db: Db;
  currencyOf: (clientId: number) => Promise<string>;
  settingsOf: (clientId: number) => Promise<BookingSettings>;
  now: () => Date;
  cancel: ReturnType<typeof createCancelBooking>;
  actsFor: (clientId: number, actingUserId: number, targetUserId: number) => Promise<void>;
};

export type V2Query = { userId: number; startsAfter?: string; startsBefore?: string };

/** A bound of the list: an instant, or 422 naming the field that is not one. */
function boundOf(query: V2Query): { filter: 'future' | 'past'; at: Date } {
  const [field, value, filter] =
    query.startsAfter !== undefined
      ? (['starts_after', query.startsAfter, 'future'] as const)
      : (['starts_before', query.startsBefore ?? '', 'past'] as const);
  const at = new Date(value);
  // Year 0 or 10000 parse, but the database has no such instant (a 500 until refused here).
  const year = at.getUTCFullYear();
  if (Number.isNaN(at.getTime()) || year < 1 || year > 9999) {
    throw unprocessable({ [field]: ['Must be a date and time.'] });
  }
  return { filter, at };
}

/**
 * V2 bookings (spec part 1 §7): bookings at a venue on activities V2, read and cancelled through the v1
 * activities calls. Cancelling goes through the same cancel as DELETE activities/bookings, booking by
 * booking, so every rule (cut-off, credit, late fee, freed place) is the same.
 */
export function createV2Bookings({ db, currencyOf, settingsOf, now, cancel, actsFor }: Deps) {
  async function mayActFor(session: SessionContext, userId: number) {
    if (userId === session.userId) return true;
    return actsFor(session.clientId, session.userId, userId).then(
      () => true,
      () => false,
    );
  }

  return {
    /** The user's V2 bookings (and those they made for family) from the bound on (after) or before it. */
    async list(session: SessionContext, query: V2Query) {
      const { filter, at } = boundOf(query);
      // Someone who is neither the customer nor their family is as absent as a stranger.
      if (!(await mayActFor(session, query.userId))) throw notFound();
      const [rows, currency, settings] = await Promise.all([
        createBookingsRepository(db).listForUser(session.clientId, query.userId, filter, at, true),
        currencyOf(session.clientId),
        settingsOf(session.clientId),
      ]);
      return rows.map((row) => toBooking(row, currency, now(), settings.lateCancellationFee));
    },

    /**
     * Every id must be a V2 booking the customer may cancel (else 404 and nothing is touched); then each is
     * cancelled on its own and answered on its own. A call where none could be cancelled fails with the
     * first booking's reason, so a single booking answers exactly as DELETE would.
     */
    async cancelMany(session: SessionContext, ids: number[]) {
      const unique = [...new Set(ids)];
      const found = await createBookingsRepository(db).whoseAndWhere(session.clientId, unique);
      for (const id of unique) {
        const booking = found.find((b) => b.id === id);
        if (!booking?.venueActivitiesV2) throw notFound();
        const mine =
          booking.userId === session.userId ||
          (booking.bookedByUserId === session.userId && (await mayActFor(session, booking.userId)));
        if (!mine) throw notFound();
      }
      const outcomes = [];
      let firstError: HttpError | null = null;
      for (const id of unique) {
        try {
          const { data } = await cancel(session, id);
          outcomes.push({ ...data, message: bookingCancelledMessage });
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          firstError ??= err;
          outcomes.push({ id, status: 'not-cancelled', creditAwarded: 0, message: err.message });
        }
      }
      if (firstError && outcomes.every((o) => o.status !== 'cancelled')) throw firstError;
      return { message: firstError ? someNotCancelledMessage : bookingCancelledMessage, data: outcomes };
    },
  };
}
