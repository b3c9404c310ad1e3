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
  activities: Pick<ActivitiesService, 'bookability' | 'adjustBookedCount' | 'claimAtCommit'>;
  /** Offers a place an undone order freed to the session's waitlist (the waitlists module). */
  placeFreed?:
    | ((tx: Executor, clientId: number, occurrenceId: number, at: Date) => Promise<void>)
    | undefined;
};

/**
 * How long a hold must still run for its line to be paid without counting its place again: more than any
 * clock difference between instances and any pay call's length, so that no other instance can have seen
 * the hold as lapsed (and let its place go) before this order commits.
 */
export const holdTrustMarginMs = 60_000;

/** The booking row of a line's place and what the confirmation says of it; the count is moved apart. */
async function insertBooking(
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
}

/** Places at pay: checked under their locks, booked in the order's transaction, given back when it is undone. */
export function createPlaceBookings(
  { activities, placeFreed }: PlaceBookingsDeps,
  { lock, factsOf }: Pick<PlaceHolds, 'lock' | 'factsOf'>,
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

    /**
     * At pay, lines whose holds still run well past now: each place was counted when it was held, and a
     * live hold keeps counting for everyone else, so the place is the line's and is not counted again.
     * The sessions are read without a lock and refused only for what a hold does not cover (started,
     * cancelled) or when visibly booked out; `claim` books them. Null when any line's hold has run out
     * or nearly: then every line needs a place counted under the lock (checkAtPay).
     */
    async checkHeldAtPay(
      tx: Tx,
      order: PayingBasket,
      lines: BasketLine[],
    ): Promise<Map<number, OccurrenceFacts> | null> {
      const holding = lines.filter((l) => l.occurrenceId !== null);
      const trustedUntil = order.now.getTime() + holdTrustMarginMs;
      if (holding.some((l) => !l.holdExpiresAt || l.holdExpiresAt.getTime() <= trustedUntil)) return null;
      const facts = new Map<number, OccurrenceFacts>();
      for (const id of [...new Set(holding.map((l) => l.occurrenceId!))]) {
        const f = await factsOf(tx, order.clientId, id);
        const ours = holding.filter((l) => l.occurrenceId === id).length;
        const verdict = activities.bookability(f, order.now, ours - 1);
        if (!verdict.ok) throw new HttpError(409, verdict.message);
        facts.set(id, f);
      }
      return facts;
    },

    /** Books the line's place for its attendee, in the order's transaction (its session locked). */
    async book(
      tx: Tx,
      order: Fulfilment,
      line: BasketLine,
      orderItemId: number,
      f: OccurrenceFacts,
      bundleId: number | null,
    ): Promise<BookedSession> {
      const booked = await insertBooking(tx, order, line, orderItemId, f, bundleId);
      await activities.adjustBookedCount(tx, f.id, 1);
      return booked;
    },

    /**
     * Takes the places checked by `checkHeldAtPay`, at the end of the order's writes: counts moved in
     * session id order, past capacity a 409. `bookClaimed` wrote the bookings before it, under no lock of
     * the session but the key share of their reference, which no place-taker waits for
     * (docs/decisions/027-the-release-herd.md). At `commit`, the counts move as the order commits, each
     * row locked for the commit only (docs/decisions/037-places-checked-at-commit.md); `now`, they move
     * here and their rows stay locked to the commit, for an order that locks something after them.
     */
    async claim(tx: Tx, lines: BasketLine[], when: 'now' | 'commit'): Promise<void> {
      const ids = lines.flatMap((l) => (l.occurrenceId === null ? [] : [l.occurrenceId]));
      const claims = [...new Set(ids)]
        .sort((a, b) => a - b)
        .map((id) => ({ occurrenceId: id, places: ids.filter((i) => i === id).length }));
      if (when === 'commit') return activities.claimAtCommit(tx, claims);
      for (const { occurrenceId, places } of claims)
        await activities.adjustBookedCount(tx, occurrenceId, places);
    },
    bookClaimed: insertBooking,

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
