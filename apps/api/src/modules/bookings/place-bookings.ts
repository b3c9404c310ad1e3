import { alreadyBookedMessage as bookedAtPayMessage } from '@leisure/contracts/bookings';
import { toPrice } from '@leisure/contracts/money';
import type { Executor, Tx } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import { formatDay, localClock } from '../../platform/local-time';
import type { ActivitiesService, OccurrenceFacts } from '../activities/activities.service';
import type { BasketLine, BookedSession, Fulfilment, PayingBasket } from '../basket/line-type';
import { AlreadyBookedError, createBookingsRepository } from './bookings.repository';
import type { PlaceHolds } from './place-holds';

export type PlaceBookingsDeps = {
  activities: Pick<ActivitiesService, 'bookability' | 'adjustBookedCount'>;
  /** Offers a place an undone order freed to the session's waitlist (the waitlists module). */
  placeFreed?:
    | ((tx: Executor, clientId: number, occurrenceId: number, at: Date) => Promise<void>)
    | undefined;
};

/** Places at pay: checked under their locks, booked in the order's transaction, given back when it is undone. */
export function createPlaceBookings(
  { activities, placeFreed }: PlaceBookingsDeps,
  { lock }: Pick<PlaceHolds, 'lock'>,
) {
  return {
    /**
     * At pay: the lines' sessions locked, and each with a place for every line of the basket that holds
     * one (a live hold is among them already; an expired one needs a place nobody else holds).
     */
    async checkAtPay(
      tx: Tx,
      order: PayingBasket,
      lines: BasketLine[],
      { releasedWithCourse }: { releasedWithCourse: boolean },
    ): Promise<Map<number, OccurrenceFacts>> {
      const holding = lines.filter((l) => l.occurrenceId !== null);
      const facts = await lock(
        tx,
        order.clientId,
        holding.map((l) => l.occurrenceId!),
      );
      const held = await order.heldByOthers(facts.map((f) => f.id));
      for (const f of facts) {
        const ours = holding.filter((l) => l.occurrenceId === f.id).length;
        const verdict = activities.bookability(f, order.now, (held.get(f.id) ?? 0) + ours - 1);
        if (!(verdict.ok || (releasedWithCourse && verdict.reason === 'not-released')))
          throw new HttpError(409, verdict.message);
      }
      return new Map(facts.map((f) => [f.id, f]));
    },

    /** Books the line's place for its attendee, in the order's transaction. */
    async book(
      tx: Tx,
      order: Fulfilment,
      line: BasketLine,
      orderItemId: number,
      f: OccurrenceFacts,
      bundleId: number | null,
    ): Promise<BookedSession> {
      const attendee = order.attendeeOf(line);
      let bookingId: number;
      try {
        bookingId = await createBookingsRepository(tx).insert({
          clientId: order.clientId,
          occurrenceId: f.id,
          activityId: f.activityId,
          userId: attendee,
          bookedByUserId: order.orderUserId,
          orderId: order.orderId,
          orderItemId,
          pricingOptionId: line.pricingOptionId,
          price: line.unitPrice,
          bundleId,
        });
      } catch (err) {
        if (err instanceof AlreadyBookedError) throw new HttpError(409, bookedAtPayMessage);
        throw err;
      }
      await activities.adjustBookedCount(tx, f.id, 1);
      return {
        bookingId,
        name: f.activityName,
        startsAt: f.startsAt,
        endsAt: f.endsAt,
        timeZone: f.timeZone,
        venueName: f.venueName,
        locationName: f.locationName,
        attendeeUserId: attendee,
        price: toPrice(line.unitPrice).formatted,
      };
    },

    /** Cancels the places an order booked and gives them back, to the waitlist first; their descriptions. */
    async giveBackOrder(tx: Tx, { clientId, orderId, at }: { clientId: number; orderId: number; at: Date }) {
      const bookings = createBookingsRepository(tx);
      const facts = await lock(tx, clientId, await bookings.activeOccurrencesOfOrder(orderId));
      const factsById = new Map(facts.map((f) => [f.id, f]));
      const cancelled = await bookings.cancelActiveOfOrder(orderId, at);
      for (const booking of cancelled) {
        await activities.adjustBookedCount(tx, booking.occurrenceId, -1);
        await placeFreed?.(tx, clientId, booking.occurrenceId, at);
      }
      return cancelled.flatMap((b) => {
        const f = factsById.get(b.occurrenceId);
        return f
          ? [`${f.activityName}, ${formatDay(f.startsAt, f.timeZone)} ${localClock(f.startsAt, f.timeZone)}`]
          : [];
      });
    },
  };
}
