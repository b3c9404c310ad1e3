import {
  alreadyCancelledMessage,
  bookingCancelledMessage,
  startingSoonMessage,
} from '@leisure/contracts/bookings';
import { courseSessionCancelMessage } from '@leisure/contracts/courses';
import type { Db, Executor } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { ActivitiesService } from '../activities/activities.service';
import type { CreditsService } from '../credits/credits.service';
import { cancellationCreditReason } from '../credits/credits.service';
import { createBookingsRepository } from './bookings.repository';
import { cancellationOf } from './cancellation-rules';

export type CancelDeps = {
  db: Db;
  activities: Pick<ActivitiesService, 'lockOccurrences' | 'adjustBookedCount'>;
  credits: Pick<CreditsService, 'award'>;
  /** Refuses (throws) unless the acting customer may act for the user: themself or linked family. */
  actsFor: (clientId: number, actingUserId: number, targetUserId: number) => Promise<void>;
  now: () => Date;
  /** Offers a freed place to the session's waitlist, inside the cancellation's transaction. */
  placeFreed?: (tx: Executor, clientId: number, occurrenceId: number, at: Date) => Promise<void>;
  /** Charges the operator's late-cancellation fee, if any, inside the cancellation's transaction. */
  lateCancellation?: (tx: Executor, fee: LateCancellation) => Promise<void>;
  /** Gives back the package use the booking spent: a cancellation before the cut-off only. */
  packageReturned?: (tx: Executor, bookingIds: number[], at: Date) => Promise<void>;
  /** Gives back the membership benefit use the booking spent: a cancellation before the cut-off only. */
  benefitReturned?: (tx: Executor, bookingIds: number[], at: Date) => Promise<void>;
};

/** A cancellation made inside the cut-off: what a late-cancellation fee is charged for. */
export type LateCancellation = {
  clientId: number;
  /** Who booked: the one who owes the fee. */
  userId: number;
  bookingId: number;
  venueId: number;
  /** The session's name and start, for the fee's description. */
  activityName: string;
  startsAt: Date;
  timeZone: string;
  at: Date;
};

const alreadyCancelled = () => new HttpError(409, alreadyCancelledMessage);

/**
 * Cancels one booking: the customer's own, or a family member's they booked. The status change, the freed
 * place and the credit are one transaction; the booking row is locked and only an active booking moves to
 * cancelled, so a second cancel (even a concurrent one) is a 409 and never credits twice.
 */
export function createCancelBooking(deps: CancelDeps) {
  const { db, activities, credits, actsFor, now } = deps;
  async function mayCancel(session: SessionContext, booking: { userId: number; bookedByUserId: number }) {
    if (booking.userId === session.userId) return true;
    if (booking.bookedByUserId !== session.userId) return false;
    return actsFor(session.clientId, session.userId, booking.userId).then(
      () => true,
      () => false,
    );
  }

  return async function cancel(session: SessionContext, id: number) {
    const at = now();
    // Who may cancel is read before the transaction: the family check runs on its own connection, and
    // who attends and who booked never change once booked.
    const seen = await createBookingsRepository(db).find(session.clientId, id);
    // Someone else's booking is as absent as a missing one: its existence is not theirs to learn.
    if (!seen || !(await mayCancel(session, seen))) throw notFound();
    // A course is bought and cancelled as a whole: one session alone would leave a course half-credited.
    if (seen.bundleId !== null) throw new HttpError(422, courseSessionCancelMessage);
    const data = await db.transaction(async (tx) => {
      const repo = createBookingsRepository(tx);
      // The session first, then the booking: the order checkout locks in, so the two never deadlock.
      const [occurrence] = await activities.lockOccurrences(tx, session.clientId, [seen.occurrenceId]);
      const booking = await repo.find(session.clientId, id, true);
      if (!occurrence || !booking) throw notFound();
      if (booking.status !== 'active') throw alreadyCancelled();
      const rule = cancellationOf({ ...occurrence, price: booking.price }, at);
      if (rule.started) throw new HttpError(422, startingSoonMessage);
      if (!rule.canCancel) throw new HttpError(422, occurrence.cutoffMessage || startingSoonMessage);
      if (!(await repo.markCancelled(booking.id, at))) throw alreadyCancelled();
      await activities.adjustBookedCount(tx, occurrence.id, -1);
      await deps.placeFreed?.(tx, session.clientId, occurrence.id, at);
      if (!rule.insideCutOff) await deps.packageReturned?.(tx, [booking.id], at);
      if (!rule.insideCutOff) await deps.benefitReturned?.(tx, [booking.id], at);
      if (rule.insideCutOff) {
        await deps.lateCancellation?.(tx, {
          clientId: session.clientId,
          userId: booking.bookedByUserId,
          bookingId: booking.id,
          venueId: occurrence.venueId,
          activityName: occurrence.activityName,
          startsAt: occurrence.startsAt,
          timeZone: occurrence.timeZone,
          at,
        });
      }
      const creditAwarded = rule.awardsCredit ? booking.price : 0;
      if (creditAwarded > 0) {
        await credits.award(tx, {
          clientId: session.clientId,
          userId: booking.bookedByUserId,
          amount: creditAwarded,
          orderId: booking.orderId,
          bookingId: booking.id,
          reason: cancellationCreditReason,
        });
      }
      return { id: booking.id, status: 'cancelled', creditAwarded };
    });
    return { message: bookingCancelledMessage, data };
  };
}
