import { fullMessage } from '@leisure/contracts/activities';
import type { Executor, Tx } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/http/errors';
import type { ActivitiesService, OccurrenceFacts } from '../activities/activities.service';
import type { BasketLine, LineBasket } from '../basket/line-type';
import { hasActiveBooking } from './bookings.service';

export const alreadyBookedMessage = 'You are already booked on this session.';

/** Ids beyond a Postgres integer name nothing: a 404, not a database error. */
const maxId = 2_147_483_647;

export type HoldsDeps = {
  activities: Pick<
    ActivitiesService,
    'getOccurrence' | 'lockOccurrences' | 'bookability' | 'checkHoldsAtCommit'
  >;
};

/** Places held in a basket: a session found, locked in id order, and counted with every live hold. */
export function createPlaceHolds({ activities }: HoldsDeps) {
  async function factsOf(executor: Executor, clientId: number, occurrenceId: number) {
    const facts =
      occurrenceId <= maxId ? await activities.getOccurrence(executor, clientId, occurrenceId) : null;
    if (!facts) throw notFound();
    return facts;
  }

  /** Locks the sessions' rows in id order, so two writers never wait on each other. */
  async function lock(tx: Tx, clientId: number, ids: number[]): Promise<OccurrenceFacts[]> {
    const sorted = [...new Set(ids.filter((id) => id <= maxId))].sort((a, b) => a - b);
    return sorted.length > 0 ? activities.lockOccurrences(tx, clientId, sorted) : [];
  }

  /** The attendee has no place in the session yet (the booking's unique key is the last word at pay). */
  async function assertNotBooked(tx: Tx, clientId: number, attendee: number | null, occurrenceId: number) {
    if (attendee !== null && (await hasActiveBooking(tx, clientId, attendee, occurrenceId))) {
      throw new HttpError(409, alreadyBookedMessage);
    }
  }

  /** A place nobody holds, counted with every live hold: call with `facts` read under the session's lock. */
  async function assertPlaceLeft(basket: LineBasket, facts: OccurrenceFacts, releasedWithCourse = false) {
    const held = (await basket.store.heldPlaces([facts.id])).get(facts.id) ?? 0;
    const verdict = activities.bookability(facts, basket.now, held);
    if (verdict.ok || (releasedWithCourse && verdict.reason === 'not-released')) return;
    refuse(verdict);
  }

  /** Refuses with the spec's words, 409 for a full session and 422 for any other reason. */
  function refuse(verdict: Exclude<ReturnType<typeof activities.bookability>, { ok: true }>): never {
    if (verdict.reason === 'full' || verdict.message === fullMessage)
      throw new HttpError(409, verdict.message);
    throw new HttpError(422, verdict.message, { items: [verdict.message] });
  }

  return {
    factsOf,
    lock,

    /**
     * The session may be booked now, from a plain read of it (`facts`), but for the places its holds
     * take: those are counted as the transaction commits (`holdAtCommit`).
     */
    assertBookable(basket: LineBasket, facts: OccurrenceFacts) {
      const verdict = activities.bookability(facts, basket.now, 0);
      if (!verdict.ok) refuse(verdict);
    },

    /**
     * As the transaction commits, under each session's lock for the commit only, every hold live now in
     * these sessions, this basket's new lines among them, must have its place; else the commit fails and
     * the customer hears that the session is full (docs/decisions/037-places-checked-at-commit.md).
     */
    holdAtCommit(tx: Tx, basket: LineBasket, occurrenceIds: number[]) {
      return activities.checkHoldsAtCommit(tx, occurrenceIds, basket.now);
    },

    /** One more place for this person in this session, refused with the spec's words when it cannot be had. */
    async assertFree(
      tx: Tx,
      basket: LineBasket,
      facts: OccurrenceFacts,
      attendee: number | null,
      /** A course's later sessions: the course opens with its first, the rest need not be released yet. */
      releasedWithCourse = false,
    ) {
      await assertNotBooked(tx, basket.owner.clientId, attendee, facts.id);
      await assertPlaceLeft(basket, facts, releasedWithCourse);
    },
    assertNotBooked,
    assertPlaceLeft,

    /** Refuses a full session from a plain read (see LineType.refuseEarly); anything else waits for the lock. */
    async refuseIfFull(
      executor: Executor,
      clientId: number,
      occurrenceId: number,
      heldPlaces: (ids: number[]) => Promise<Map<number, number>>,
      at: Date,
    ) {
      const facts =
        occurrenceId <= maxId ? await activities.getOccurrence(executor, clientId, occurrenceId) : null;
      if (!facts) return;
      const held = (await heldPlaces([occurrenceId])).get(occurrenceId) ?? 0;
      const verdict = activities.bookability(facts, at, held);
      if (!verdict.ok && verdict.reason === 'full') throw new HttpError(409, verdict.message);
    },

    /**
     * Holds again, for a new spell, the lines whose hold ran out while a place is still free; a line whose
     * place has gone keeps no hold and says nothing here (the checkout checks again and refuses).
     */
    async rehold(tx: Tx, basket: LineBasket, lines: BasketLine[]) {
      const facts = await lock(
        tx,
        basket.owner.clientId,
        lines.flatMap((l) => (l.occurrenceId ? [l.occurrenceId] : [])),
      );
      const factsById = new Map(facts.map((f) => [f.id, f]));
      for (const line of lines) {
        const f = line.occurrenceId ? factsById.get(line.occurrenceId) : undefined;
        if (!f) continue;
        // Counted again for each line: the one held again just before takes a place too.
        const held = (await basket.store.heldPlaces([f.id])).get(f.id) ?? 0;
        if (activities.bookability(f, basket.now, held).ok)
          await basket.store.update(line.id, { holdExpiresAt: basket.holdUntil(basket.now) });
      }
    },
  };
}
export type PlaceHolds = ReturnType<typeof createPlaceHolds>;
