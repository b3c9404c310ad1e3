import { notYetBookableMessage } from '@leisure/contracts/activities';
import {
  alreadyBookedOnSessionMessage,
  alreadyWaitingMessage,
  joinedWaitlistMessage,
  leftWaitlistMessage,
  notOfferedMessage,
  notOnWaitlistMessage,
  offerAcceptedMessage,
  offerExpiredMessage,
  offerInBasketMessage,
  placesAvailableMessage,
  sessionStartedMessage,
  type WaitlistEntry,
} from '@leisure/contracts/waitlists';
import type { Db, Executor } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { formatDateTime } from '../../platform/local-time';
import type { ActivitiesService, OccurrenceFacts } from '../activities/activities.service';
import { holdPlaceInBasket } from '../basket/held-line';
import type { MailService, Queued } from '../mail/mail.service';
import { waitlistOfferEmail } from './offer-email';
import { toWaitlistEntry } from './waitlist-view';
import { AlreadyWaitingError, createWaitlistsRepository, type EntryRow } from './waitlists.repository';

/** Ids beyond a Postgres integer name nothing: a 404, not a database error. */
const maxId = 2_147_483_647;

export type NewBooking = {
  clientId: number;
  occurrenceId: number;
  activityId: number;
  userId: number;
  bookedByUserId: number;
  pricingOptionId: number;
  price: number;
};

type Deps = {
  db: Db;
  activities: Pick<
    ActivitiesService,
    'deps' | 'lockOccurrences' | 'getOccurrence' | 'bookability' | 'quote' | 'adjustBookedCount'
  >;
  mail: Pick<MailService, 'queue'>;
  /** Refuses (throws) unless the acting customer may act for the user: themself or linked family. */
  actsFor: (clientId: number, actingUserId: number, userId: number) => Promise<void>;
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
  /** Where the offer email sends the customer: the entry's page in my account. */
  entryLink: (entryId: number) => string;
  now?: () => Date;
};

/** What an offering did: the entries now offered, and their emails, written but not yet delivered. */
export type Offers = { entryIds: number[]; emails: Queued[] };

/**
 * Emails are written in the transaction and handed to the relay afterwards. Where the transaction is
 * someone else's (a cancellation's port, the sweep) "afterwards" is the next turn of the event loop,
 * normally past the commit; if that transaction rolls back, an SMTP relay may still have sent the email
 * (the outbox transport sends nothing).
 */
function deliverLater(queued: Queued[]) {
  if (queued.length === 0) return;
  setImmediate(() => {
    for (const q of queued) void q.deliver();
  });
}

/**
 * Waitlists (spec part 1 §3–§4, §7): joining a full session's queue, leaving it, offers of freed places
 * to the first in the queue with a time limit, accepting an offer, and the sweep that moves lapsed offers on.
 * Locks follow the booking order: session rows first (in id order), then entries.
 */
export function createWaitlistsService(deps: Deps) {
  const { db, activities, mail, now = () => new Date() } = deps;
  const mine = (session: SessionContext, e: { userId: number; joinedByUserId: number }) =>
    e.userId === session.userId || e.joinedByUserId === session.userId;

  /**
   * Offers a session's free places (capacity − booked − live holds and offers) to the first people still
   * waiting, in queue order. Call inside the transaction that freed the place; it locks the session row.
   * Returns the entries offered and the emails written, for the caller to deliver after its commit.
   */
  async function offerFreePlaces(
    tx: Executor,
    clientId: number,
    occurrenceId: number,
    at: Date,
  ): Promise<Offers> {
    const none: Offers = { entryIds: [], emails: [] };
    const [facts] = await activities.lockOccurrences(tx, clientId, [occurrenceId]);
    if (!facts || facts.status === 'cancelled' || facts.startsAt <= at) return none;
    await createWaitlistsRepository(tx).settleBooked(facts.id, at);
    const held = (await activities.deps.heldPlaces(tx, [facts.id], at)).get(facts.id) ?? 0;
    const free = facts.capacity - facts.bookedCount - held;
    if (free <= 0) return none;
    const repo = createWaitlistsRepository(tx);
    const next = await repo.firstWaiting(facts.id, free);
    if (next.length === 0) return none;
    const operator = await repo.operator(clientId);
    const expiresAt = new Date(
      Math.min(at.getTime() + (operator?.offerMinutes ?? 60) * 60_000, facts.startsAt.getTime()),
    );
    const ids = next.map((e) => e.id);
    await repo.markOffered(ids, at, expiresAt);
    const queued: Queued[] = [];
    for (const r of await repo.recipients(ids)) {
      if (!r.email) continue;
      const email = waitlistOfferEmail({
        operatorName: operator?.name ?? '',
        firstName: r.firstName,
        activityName: r.activityName,
        when: formatDateTime(r.startsAt, r.timeZone),
        deadline: formatDateTime(expiresAt, r.timeZone),
        venueName: r.venueName,
        link: deps.entryLink(r.id),
      });
      queued.push(await mail.queue(tx, { clientId: r.clientId, to: r.email, ...email }));
    }
    return { entryIds: ids, emails: queued };
  }

  /** The price the attendee would pay for the place; 0 when none applies to them. */
  async function priceFor(executor: Executor, clientId: number, facts: OccurrenceFacts, userId: number) {
    try {
      return await activities.quote(executor, { clientId, facts, attendeeUserId: userId }, now());
    } catch (err) {
      if (err instanceof HttpError) return null;
      throw err;
    }
  }

  /** Entries as the customer reads them, each priced for its attendee. */
  async function views(session: SessionContext, only: { ids: number[] } | 'queued') {
    const rows = await createWaitlistsRepository(db).listed(session.clientId, session.userId, only);
    if (rows.length === 0) return [];
    const operator = await createWaitlistsRepository(db).operator(session.clientId);
    const currency = operator?.currency ?? 'GBP';
    const out: WaitlistEntry[] = [];
    for (const row of rows) {
      const facts = await activities.getOccurrence(db, session.clientId, row.occurrenceId);
      const quote = facts ? await priceFor(db, session.clientId, facts, row.userId) : null;
      out.push(toWaitlistEntry(row, quote?.price ?? 0, currency));
    }
    return out;
  }

  async function viewOf(session: SessionContext, id: number): Promise<WaitlistEntry> {
    const [entry] = await views(session, { ids: [id] });
    if (!entry) throw notFound();
    return entry;
  }

  /** An entry the customer may see: their own or one they joined for a family member. */
  async function ownEntry(session: SessionContext, id: number): Promise<EntryRow> {
    const entry = id <= maxId ? await createWaitlistsRepository(db).find(session.clientId, id) : null;
    if (!entry || !mine(session, entry)) throw notFound();
    return entry;
  }

  /**
   * Drops the attendee's other queue entries that clash in time; a dropped offer passes its place on. The
   * caller locked the sessions of the clashes it saw first; one joined since is locked here, late.
   */
  async function dropClashes(tx: Executor, entry: EntryRow, facts: OccurrenceFacts, at: Date) {
    const repo = createWaitlistsRepository(tx);
    const clashes = await repo.clashing(entry.clientId, entry.userId, facts, entry.id);
    const queued: Queued[] = [];
    for (const clash of clashes) {
      if (!(await repo.end(clash.id, 'dropped', at))) continue;
      if (clash.status === 'offered') {
        queued.push(...(await offerFreePlaces(tx, entry.clientId, clash.occurrenceId, at)).emails);
      }
    }
    return queued;
  }

  return {
    offerFreePlaces,

    /** The `placeFreed` port of a cancellation: offers the place; the emails go out after (deliverLater). */
    async placeFreed(tx: Executor, clientId: number, occurrenceId: number, at: Date): Promise<void> {
      deliverLater((await offerFreePlaces(tx, clientId, occurrenceId, at)).emails);
    },

    /** GET my-account/waitlist: entries still in a queue, soonest session first. */
    list(session: SessionContext) {
      return views(session, 'queued');
    },

    /** GET my-account/waitlist/{id}: one entry in any state. */
    async get(session: SessionContext, id: number) {
      await ownEntry(session, id);
      return viewOf(session, id);
    },

    /** POST my-account/waitlist: a place in a full session's queue, for the customer or family. */
    async join(session: SessionContext, input: { occurrenceId: number; userId?: number }) {
      const at = now();
      const userId = input.userId ?? session.userId;
      await deps.actsFor(session.clientId, session.userId, userId);
      if (input.occurrenceId > maxId) throw notFound();
      const id = await db.transaction(async (tx) => {
        // Locked, so a place freed at the same moment is either offered to this queue or seen here.
        const [facts] = await activities.lockOccurrences(tx, session.clientId, [input.occurrenceId]);
        if (!facts) throw notFound();
        if (await deps.hasActiveBooking(tx, session.clientId, userId, facts.id)) {
          throw new HttpError(409, alreadyBookedOnSessionMessage);
        }
        const held = (await activities.deps.heldPlaces(tx, [facts.id], at)).get(facts.id) ?? 0;
        const verdict = activities.bookability(facts, at, held);
        if (verdict.ok) throw new HttpError(409, placesAvailableMessage);
        if (verdict.reason === 'started') throw new HttpError(409, sessionStartedMessage);
        if (verdict.reason === 'not-released') throw new HttpError(422, notYetBookableMessage);
        if (verdict.reason === 'cancelled') throw new HttpError(422, verdict.message);
        try {
          return await createWaitlistsRepository(tx).insert({
            clientId: session.clientId,
            occurrenceId: facts.id,
            userId,
            joinedByUserId: session.userId,
          });
        } catch (err) {
          if (err instanceof AlreadyWaitingError) throw new HttpError(409, alreadyWaitingMessage);
          throw err;
        }
      });
      return { message: joinedWaitlistMessage, data: await viewOf(session, id) };
    },

    /** DELETE my-account/waitlist/{id}: out of the queue; an offer it held passes on at once. */
    async leave(session: SessionContext, id: number) {
      const at = now();
      const seen = await ownEntry(session, id);
      const queued = await db.transaction(async (tx) => {
        await activities.lockOccurrences(tx, session.clientId, [seen.occurrenceId]);
        const repo = createWaitlistsRepository(tx);
        const entry = await repo.find(session.clientId, id, true);
        if (!entry || !(await repo.end(entry.id, 'left', at))) throw new HttpError(409, notOnWaitlistMessage);
        if (entry.status !== 'offered') return [];
        return (await offerFreePlaces(tx, session.clientId, entry.occurrenceId, at)).emails;
      });
      deliverLater(queued);
      return { message: leftWaitlistMessage, data: await viewOf(session, id) };
    },

    /**
     * POST my-account/waitlist/{id}/accept: a live offer becomes a booking (free) or a basket line holding
     * the place (priced; paid at checkout). Either way the attendee's clashing queue entries are dropped.
     */
    async accept(session: SessionContext, id: number) {
      const at = now();
      const seen = await ownEntry(session, id);
      const session0 = await activities.getOccurrence(db, session.clientId, seen.occurrenceId);
      if (!session0) throw notFound();
      // The sessions of clashing entries are locked with this one, in id order, so nothing waits in a circle.
      const clashing = await createWaitlistsRepository(db).clashing(
        session.clientId,
        seen.userId,
        session0,
        seen.id,
      );
      const result = await db.transaction(async (tx) => {
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
    },

    /**
     * The background pass: lapsed offers expire and their places go to the next in the queue; sessions
     * with people waiting and a place free (a lapsed basket hold, say) offer it; started sessions' queues
     * close. Sessions are locked one at a time in id order. Returns how many entries moved.
     */
    async sweep(tx: Executor, at: Date = now()): Promise<number> {
      const repo = createWaitlistsRepository(tx);
      const sessions = new Map<number, number>();
      for (const s of [...(await repo.sessionsWithLapsedOffers(at)), ...(await repo.sessionsToOffer(at))]) {
        sessions.set(s.occurrenceId, s.clientId);
      }
      let moved = 0;
      const queued: Queued[] = [];
      for (const [occurrenceId, clientId] of [...sessions].sort((a, b) => a[0] - b[0])) {
        await activities.lockOccurrences(tx, clientId, [occurrenceId]);
        moved += await repo.expireLapsed(occurrenceId, at);
        const offered = await offerFreePlaces(tx, clientId, occurrenceId, at);
        moved += offered.entryIds.length;
        queued.push(...offered.emails);
      }
      moved += await repo.closeStarted(at);
      deliverLater(queued);
      return moved;
    },
  };
}
export type WaitlistsService = ReturnType<typeof createWaitlistsService>;
