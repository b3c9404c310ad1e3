import type { Executor } from '../../platform/db/client';
import { formatDateTime } from '../../platform/local-time';
import type { ActivitiesService, OccurrenceFacts } from '../activities/activities.service';
import type { MailService, Queued } from '../mail/mail.service';
import { waitlistOfferEmail } from './offer-email';
import { createOfferMailRepository } from './offer-mail.repository';
import { createWaitlistsRepository, type EntryRow } from './waitlists.repository';

/** What an offering did: the entries now offered, and their emails, written but not yet delivered. */
export type Offers = { entryIds: number[]; emails: Queued[] };

/**
 * Emails are written in the transaction and handed to the relay afterwards. Where the transaction is
 * someone else's (a cancellation's port, the sweep) "afterwards" is the next turn of the event loop,
 * normally past the commit; if that transaction rolls back, an SMTP relay may still have sent the email
 * (the outbox transport sends nothing).
 */
export function deliverLater(queued: Queued[]) {
  if (queued.length === 0) return;
  setImmediate(() => {
    for (const q of queued) void q.deliver();
  });
}

type OffersDeps = {
  activities: Pick<ActivitiesService, 'deps' | 'lockOccurrences'>;
  mail: Pick<MailService, 'queue'>;
  /** Where the offer email sends the customer: the entry's page in my account. */
  entryLink: (entryId: number) => string;
  now: () => Date;
};

/**
 * Offers of freed places: to the first still waiting, in queue order, by email with a time limit; passed
 * on when an offer lapses, is left or is dropped; and the background sweep that does it for lapsed offers.
 */
export function createWaitlistOffers(deps: OffersDeps) {
  const { activities, mail, now } = deps;

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
    const told = createOfferMailRepository(tx);
    const operator = await told.operator(clientId);
    const expiresAt = new Date(
      Math.min(at.getTime() + (operator?.offerMinutes ?? 60) * 60_000, facts.startsAt.getTime()),
    );
    const ids = next.map((e) => e.id);
    await repo.markOffered(ids, at, expiresAt);
    const queued: Queued[] = [];
    for (const r of await told.recipients(ids)) {
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
    dropClashes,

    /** The `placeFreed` port of a cancellation: offers the place; the emails go out after (deliverLater). */
    async placeFreed(tx: Executor, clientId: number, occurrenceId: number, at: Date): Promise<void> {
      deliverLater((await offerFreePlaces(tx, clientId, occurrenceId, at)).emails);
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
export type WaitlistOffers = ReturnType<typeof createWaitlistOffers>;
