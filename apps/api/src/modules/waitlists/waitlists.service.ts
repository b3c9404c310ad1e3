import { notYetBookableMessage } from '@leisure/contracts/activities';
import {
  alreadyBookedOnSessionMessage,
  alreadyWaitingMessage,
  joinedWaitlistMessage,
  leftWaitlistMessage,
  notOnWaitlistMessage,
  placesAvailableMessage,
  sessionStartedMessage,
  type WaitlistEntry,
} from '@leisure/contracts/waitlists';
import type { Db, Executor } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { ActivitiesService, OccurrenceFacts } from '../activities/activities.service';
import type { MailService, Queued } from '../mail/mail.service';
import { type AcceptDeps, createAcceptOffer } from './accept-offer';
import { createOfferMailRepository } from './offer-mail.repository';
import { createWaitlistOffers, deliverLater } from './waitlist-offers';
import { toWaitlistEntry } from './waitlist-view';
import { AlreadyWaitingError, createWaitlistsRepository, type EntryRow } from './waitlists.repository';

/** Ids beyond a Postgres integer name nothing: a 404, not a database error. */
const maxId = 2_147_483_647;

/** What accepting an offer needs from the bookings module and the basket is declared by accept-offer.ts. */
export type WaitlistsDeps = Pick<AcceptDeps, 'hasActiveBooking' | 'insertBooking' | 'basketHoldMinutes'> & {
  db: Db;
  activities: Pick<
    ActivitiesService,
    'deps' | 'lockOccurrences' | 'getOccurrence' | 'bookability' | 'quote' | 'adjustBookedCount'
  >;
  mail: Pick<MailService, 'queue'>;
  /** Refuses (throws) unless the acting customer may act for the user: themself or linked family. */
  actsFor: (clientId: number, actingUserId: number, userId: number) => Promise<void>;
  /** Where the offer email sends the customer: the entry's page in my account. */
  entryLink: (entryId: number) => string;
  now?: () => Date;
};

/**
 * Waitlists (spec part 1 §3–§4, §7): joining a full session's queue, leaving it, offers of freed places
 * to the first in the queue with a time limit, accepting an offer, and the sweep that moves lapsed offers on.
 * Locks follow the booking order: session rows first (in id order), then entries.
 */
export function createWaitlistsService(deps: WaitlistsDeps) {
  const { db, activities, mail, now = () => new Date() } = deps;
  const mine = (session: SessionContext, e: { userId: number; joinedByUserId: number }) =>
    e.userId === session.userId || e.joinedByUserId === session.userId;

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
    const operator = await createOfferMailRepository(db).operator(session.clientId);
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

  const offers = createWaitlistOffers({ activities, mail, entryLink: deps.entryLink, now });
  const { offerFreePlaces } = offers;

  return {
    offerFreePlaces,
    placeFreed: offers.placeFreed,
    sweep: offers.sweep,
    accept: createAcceptOffer({ ...deps, activities, now, offers, ownEntry, viewOf }),

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

    /**
     * A family member is being removed (docs/decisions/017), in the caller's transaction: they leave every
     * queue they are in, and an offer they held passes on as when leaving; the emails go out after.
     */
    async leaveAll(tx: Executor, clientId: number, userId: number, at: Date) {
      const repo = createWaitlistsRepository(tx);
      const queued: Queued[] = [];
      for (const seen of await repo.queuedOf(clientId, userId)) {
        await activities.lockOccurrences(tx, clientId, [seen.occurrenceId]);
        const entry = await repo.find(clientId, seen.id, true);
        if (!entry || !(await repo.end(entry.id, 'left', at))) continue;
        if (entry.status === 'offered') {
          queued.push(...(await offerFreePlaces(tx, clientId, entry.occurrenceId, at)).emails);
        }
      }
      deliverLater(queued);
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
  };
}
export type WaitlistsService = ReturnType<typeof createWaitlistsService>;
