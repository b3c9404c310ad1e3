import {
  alreadyBookedOnSessionMessage,
  notOfferedMessage,
  offerAcceptedMessage,
  offerExpiredMessage,
  offerInBasketMessage,
  sessionStartedMessage,
  type WaitlistEntry,
} from '@leisure/contracts/waitlists';
import type { Db, Executor } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { ActivitiesService } from '../activities/activities.service';
import { holdPlaceInBasket, lockOpenBasketOf } from '../basket/held-line';
import { deliverLater, type WaitlistOffers } from './waitlist-offers';
import { createWaitlistsRepository, type EntryRow } from './waitlists.repository';

/** A place booked free on accepting an offer, for the bookings module to write. */
export type NewBooking = {
  clientId: number;
  occurrenceId: number;
  activityId: number;
  userId: number;
  bookedByUserId: number;
  pricingOptionId: number;
  price: number;
};

export type AcceptDeps = {
  db: Db;
  hasActiveBooking: (
    executor: Executor,
    clientId: number,
    userId: number,
    occurrenceId: number,
  ) => Promise<boolean>;
  /** Writes a booking in the caller's transaction (the bookings module). */
  insertBooking: (tx: Executor, booking: NewBooking) => Promise<number>;
  /** How long a place put in the basket stays held (the basket's hold). */
  basketHoldMinutes: number;
  activities: Pick<ActivitiesService, 'lockOccurrences' | 'getOccurrence' | 'quote' | 'adjustBookedCount'>;
  offers: Pick<WaitlistOffers, 'dropClashes'>;
  /** The customer's own (or family's) entry, else a 404. */
  ownEntry: (session: SessionContext, id: number) => Promise<EntryRow>;
  viewOf: (session: SessionContext, id: number) => Promise<WaitlistEntry>;
  now: () => Date;
};

/**
 * POST my-account/waitlist/{id}/accept: a live offer becomes a booking (free) or a basket line holding
 * the place (priced; paid at checkout). Either way the attendee's clashing queue entries are dropped.
 */
export function createAcceptOffer(deps: AcceptDeps) {
  const { db, activities, now, ownEntry, viewOf } = deps;
  const dropClashes = deps.offers.dropClashes;
  return async function accept(session: SessionContext, id: number) {
    const at = now();
    const seen = await ownEntry(session, id);
    const occurrence = await activities.getOccurrence(db, session.clientId, seen.occurrenceId);
    if (!occurrence) throw notFound();
    // The sessions of clashing entries are locked with this one, in id order, so nothing waits in a circle.
    const clashing = await createWaitlistsRepository(db).clashing(
      session.clientId,
      seen.userId,
      occurrence,
      seen.id,
    );
    const result = await db.transaction(async (tx) => {
      // The basket a priced place goes into first, then the sessions: the order checkout locks them in.
      await lockOpenBasketOf(tx, session.clientId, seen.joinedByUserId);
      const locked = await activities.lockOccurrences(tx, session.clientId, [
        seen.occurrenceId,
        ...clashing.map((c) => c.occurrenceId),
      ]);
      const facts = locked.find((f) => f.id === seen.occurrenceId);
      const repo = createWaitlistsRepository(tx);
      const entry = await repo.find(session.clientId, id, true);
      if (!facts || !entry) throw notFound();
      const lapsed = entry.status === 'offered' && (!entry.offerExpiresAt || entry.offerExpiresAt <= at);
      if (entry.status === 'expired' || lapsed) throw new HttpError(409, offerExpiredMessage);
      if (entry.status !== 'offered') throw new HttpError(409, notOfferedMessage);
      if (facts.startsAt <= at) throw new HttpError(409, sessionStartedMessage);
      if (await deps.hasActiveBooking(tx, session.clientId, entry.userId, facts.id)) {
        throw new HttpError(409, alreadyBookedOnSessionMessage);
      }
      const quote = await activities.quote(
        tx,
        {
          clientId: session.clientId,
          facts,
          attendeeUserId: entry.userId,
        },
        at,
      );
      let bookingId: number | null = null;
      if (quote.price === 0) {
        await activities.adjustBookedCount(tx, facts.id, 1);
        bookingId = await deps.insertBooking(tx, {
          clientId: session.clientId,
          occurrenceId: facts.id,
          activityId: facts.activityId,
          userId: entry.userId,
          bookedByUserId: entry.joinedByUserId,
          pricingOptionId: quote.pricingOptionId,
          price: 0,
        });
        await repo.end(entry.id, 'accepted', at, bookingId);
      } else {
        // The offer's hold ends as the basket line's begins, in the same transaction.
        await repo.end(entry.id, 'accepted', at);
        await holdPlaceInBasket(tx, {
          clientId: session.clientId,
          ownerUserId: entry.joinedByUserId,
          attendeeUserId: entry.userId,
          occurrenceId: facts.id,
          name: facts.activityName,
          pricingOptionId: quote.pricingOptionId,
          unitPrice: quote.price,
          benefitApplied: quote.benefitApplied,
          packageApplied: quote.packageApplied,
          holdExpiresAt: new Date(at.getTime() + deps.basketHoldMinutes * 60_000),
        });
      }
      const queued = await dropClashes(tx, entry, facts, at);
      return { bookingId, queued };
    });
    deliverLater(result.queued);
    const booked = result.bookingId !== null;
    return {
      message: booked ? offerAcceptedMessage : offerInBasketMessage,
      data: {
        outcome: booked ? ('booked' as const) : ('basket' as const),
        bookingId: result.bookingId,
        orderId: null,
        entry: await viewOf(session, id),
      },
    };
  };
}
