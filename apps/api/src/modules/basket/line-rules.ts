import { fullMessage, notYetBookableMessage } from '@leisure/contracts/activities';
import type { cartAddItem, cartUpdateRequest } from '@leisure/contracts/cart';
import {
  courseAlreadyBookedMessage,
  courseNotBookableMessage,
  courseSessionAddMessage,
} from '@leisure/contracts/courses';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { HttpError, notFound, unauthenticated } from '../../platform/http/errors';
import type { LinkedUsersService } from '../users/linked-users.service';
import type { UsersRepository } from '../users/users.repository';
import { type CartLineRow, type CartRow, createBasketRepository } from './basket.repository';
import type { BasketActivities, HasActiveBooking, OccurrenceFacts } from './basket-activities';
import {
  type BasketCourses,
  type CourseForBasket,
  courseLineType,
  courseSessionLineType,
} from './basket-courses';
import { assertMayBookFor, type BasketOwner } from './basket-owner';

export const alreadyInBasketMessage = 'This session is already in your basket.';
export const alreadyBookedMessage = 'You are already booked on this session.';
export const signInToBookMessage = 'Please sign in to book this activity.';

type AddItem = z.infer<typeof cartAddItem>;
type UpdateInput = z.infer<typeof cartUpdateRequest>;
type Deps = {
  activities: BasketActivities;
  users: UsersRepository;
  linkedUsers: Pick<LinkedUsersService, 'assertActsFor'>;
  hasActiveBooking: HasActiveBooking;
  holdUntil: (at: Date) => Date;
  now: () => Date;
  /** Courses (docs/decisions/012-course-bookings.md); without them a course add is a 404. */
  courses?: BasketCourses;
};

/** Ids beyond a Postgres integer name nothing: a 404, not a database error. */
const maxId = 2_147_483_647;

/** The rules of a basket's lines: who a line is for, whether its place can be held, and at what price. */
export function createLineRules({
  activities,
  users,
  linkedUsers,
  hasActiveBooking,
  holdUntil,
  now,
  courses,
}: Deps) {
  async function factsOf(
    executor: Executor,
    clientId: number,
    occurrenceId: number,
  ): Promise<OccurrenceFacts> {
    const facts =
      occurrenceId <= maxId ? await activities.getOccurrence(executor, clientId, occurrenceId) : null;
    if (!facts) throw notFound();
    return facts;
  }

  /** The attendee of a line: named (checked by `checkAttendees` first), or the basket's default. */
  function attendeeOf(owner: BasketOwner, named: number | undefined): number | null {
    if (owner.kind === 'visitor') return null;
    return named ?? owner.attendeeId;
  }

  /** One more place for this person in this session, refused with the spec's words when it cannot be had. */
  async function assertPlaceFree(
    tx: Tx,
    facts: OccurrenceFacts,
    clientId: number,
    attendee: number | null,
    /** A course's later sessions: the course opens with its first, the rest need not be released yet. */
    releasedWithCourse = false,
  ) {
    if (attendee !== null && (await hasActiveBooking(tx, clientId, attendee, facts.id))) {
      throw new HttpError(409, alreadyBookedMessage);
    }
    const held = (await createBasketRepository(tx).heldPlaces([facts.id], now())).get(facts.id) ?? 0;
    const verdict = activities.bookability(facts, now(), held);
    if (verdict.ok || (releasedWithCourse && verdict.reason === 'not-released')) return;
    if (verdict.reason === 'full' || verdict.message === fullMessage)
      throw new HttpError(409, verdict.message);
    throw new HttpError(422, verdict.message, { items: [verdict.message] });
  }

  function sameSessionFor(
    lines: CartLineRow[],
    occurrenceId: number,
    attendee: number | null,
    except?: number,
  ) {
    return lines.some(
      (l) => l.occurrenceId === occurrenceId && l.purchasedForUserId === attendee && l.id !== except,
    );
  }

  async function lockSessions(tx: Tx, clientId: number, ids: number[]) {
    const sorted = [...new Set(ids.filter((id) => id <= maxId))].sort((a, b) => a - b);
    if (sorted.length > 0) await activities.lockOccurrences(tx, clientId, sorted);
  }

  /** Prices a line again for its attendee (and stores who that is). */
  async function requote(
    tx: Tx,
    owner: BasketOwner,
    cart: CartRow,
    line: CartLineRow,
    choice: { pricingOptionId?: number; applyBenefit?: boolean },
  ) {
    const facts = await factsOf(tx, owner.clientId, line.occurrenceId ?? 0);
    const quote = await activities.quote(tx, {
      clientId: owner.clientId,
      facts,
      attendeeUserId: line.purchasedForUserId,
      ...choice,
    });
    await createBasketRepository(tx).updateLine(cart.id, line.id, {
      purchasedForUserId: line.purchasedForUserId,
      pricingOptionId: quote.pricingOptionId,
      unitPrice: quote.price,
      benefitApplied: quote.benefitApplied,
      packageApplied: quote.packageApplied,
    });
  }

  async function courseOf(executor: Executor, clientId: number, courseId: number): Promise<CourseForBasket> {
    const course =
      courses && courseId <= maxId
        ? await courses.courseForBasket(executor, clientId, courseId, now())
        : null;
    if (!course) throw notFound();
    return course;
  }

  /**
   * A whole course: a parent line at the course's price and a child line holding a place in each session
   * still to come (docs/decisions/012-course-bookings.md). The sessions are locked by the caller.
   */
  async function addCourse(
    tx: Tx,
    owner: BasketOwner,
    cart: CartRow,
    item: AddItem,
    course: CourseForBasket,
  ) {
    const repo = createBasketRepository(tx);
    if (owner.kind === 'visitor' && !course.allowsAnonymousBookings)
      throw unauthenticated(signInToBookMessage);
    const attendee = attendeeOf(owner, item.purchasedForUserId);
    const first = course.sessionIds[0];
    if (first === undefined)
      throw new HttpError(422, courseNotBookableMessage, { items: [courseNotBookableMessage] });
    if (attendee !== null && (await courses!.hasActiveBundle(tx, owner.clientId, attendee, course.id))) {
      throw new HttpError(409, courseAlreadyBookedMessage);
    }
    const lines = await repo.lines(cart.id);
    if (
      lines.some(
        (l) =>
          l.cartableType === courseLineType &&
          l.cartableId === course.id &&
          l.purchasedForUserId === attendee,
      )
    ) {
      throw new HttpError(409, alreadyInBasketMessage);
    }
    const sessions: OccurrenceFacts[] = [];
    for (const id of course.sessionIds) sessions.push(await factsOf(tx, owner.clientId, id));
    if (sessions[0]!.firstBookableAt > now()) {
      throw new HttpError(422, notYetBookableMessage, { items: [notYetBookableMessage] });
    }
    for (const facts of sessions) await assertPlaceFree(tx, facts, owner.clientId, attendee, true);
    const parentItemId = await repo.insertLine({
      clientId: owner.clientId,
      cartId: cart.id,
      cartableType: courseLineType,
      cartableId: course.id,
      pricingOptionId: course.pricingOptionId,
      purchasedForUserId: attendee,
      name: course.name,
      unitPrice: course.price,
    });
    for (const facts of sessions) {
      const id = await repo.insertLine({
        clientId: owner.clientId,
        cartId: cart.id,
        cartableType: courseSessionLineType,
        cartableId: facts.id,
        occurrenceId: facts.id,
        purchasedForUserId: attendee,
        parentItemId,
        name: facts.activityName,
        unitPrice: 0,
        holdExpiresAt: holdUntil(now()),
      });
      if (id === null) throw new HttpError(409, alreadyInBasketMessage);
    }
  }

  return {
    /** A visitor names nobody; a customer names themself or a family member linked to them (else 403). */
    async checkAttendees(owner: BasketOwner, named: (number | undefined)[]) {
      for (const id of new Set(named.filter((n): n is number => n !== undefined))) {
        if (owner.kind === 'visitor') throw unauthenticated(signInToBookMessage);
        await assertMayBookFor({ users, linkedUsers }, owner, id);
      }
    },

    /**
     * Refuses a session that is already full before any lock is taken. On a release morning most adds
     * meet a full session; answering those from a plain read keeps them from queueing on the session's
     * row lock behind the ones that will get a place. A place can only free up later, never appear in
     * between, so nothing bookable is refused; the locked check in `addLines` still has the last word.
     */
    async refuseFullSessions(db: Db, clientId: number, items: AddItem[]) {
      const at = now();
      for (const item of items) {
        // A course's id names a course, not a session; its sessions are checked under their locks.
        if (item.type === courseLineType) continue;
        const id = Number(item.id);
        const facts = id <= maxId ? await activities.getOccurrence(db, clientId, id) : null;
        if (!facts) continue;
        const held = (await createBasketRepository(db).heldPlaces([id], at)).get(id) ?? 0;
        const verdict = activities.bookability(facts, at, held);
        if (!verdict.ok && verdict.reason === 'full') throw new HttpError(409, verdict.message);
      }
    },

    /**
     * Adds sessions, each holding a place: the session rows are locked first (in id order, so two baskets
     * never wait on each other), then capacity is counted with everyone's live holds, then the line is
     * written — all in the caller's transaction.
     */
    async addLines(tx: Tx, owner: BasketOwner, cart: CartRow, items: AddItem[]) {
      const repo = createBasketRepository(tx);
      const courseItems = items.filter((i) => i.type === courseLineType);
      const sessionItems = items.filter((i) => i.type !== courseLineType);
      const wanted: CourseForBasket[] = [];
      for (const item of courseItems) wanted.push(await courseOf(tx, owner.clientId, Number(item.id)));
      await lockSessions(tx, owner.clientId, [
        ...sessionItems.map((i) => Number(i.id)),
        ...wanted.flatMap((c) => c.sessionIds),
      ]);
      for (const [n, item] of courseItems.entries()) await addCourse(tx, owner, cart, item, wanted[n]!);
      for (const item of sessionItems) {
        const facts = await factsOf(tx, owner.clientId, Number(item.id));
        if (owner.kind === 'visitor' && !facts.allowsAnonymousBookings)
          throw unauthenticated(signInToBookMessage);
        if (await courses?.isCourseActivity(tx, owner.clientId, facts.activityId)) {
          throw new HttpError(422, courseSessionAddMessage, { items: [courseSessionAddMessage] });
        }
        const attendee = attendeeOf(owner, item.purchasedForUserId);
        if (sameSessionFor(await repo.lines(cart.id), facts.id, attendee)) {
          throw new HttpError(409, alreadyInBasketMessage);
        }
        await assertPlaceFree(tx, facts, owner.clientId, attendee);
        const quote = await activities.quote(tx, {
          clientId: owner.clientId,
          facts,
          attendeeUserId: attendee,
          pricingOptionId: item.pricingOptionId ?? item.ticketId,
          applyBenefit: item.applyBenefit,
        });
        const id = await repo.insertLine({
          clientId: owner.clientId,
          cartId: cart.id,
          cartableType: item.type === 'activityTicket' ? 'activityTicket' : 'activity',
          cartableId: facts.id,
          occurrenceId: facts.id,
          pricingOptionId: quote.pricingOptionId,
          purchasedForUserId: attendee,
          name: facts.activityName,
          unitPrice: quote.price,
          benefitApplied: quote.benefitApplied,
          packageApplied: quote.packageApplied,
          holdExpiresAt: holdUntil(now()),
        });
        if (id === null) throw new HttpError(409, alreadyInBasketMessage);
      }
    },

    /** A new pricing option or attendee for a line: checked as an add would be, and priced again. */
    async changeLine(tx: Tx, owner: BasketOwner, cart: CartRow, line: CartLineRow, input: UpdateInput) {
      // A course's lines are priced and attended as one: it is removed and added again instead.
      if (!line.occurrenceId || line.parentItemId !== null)
        throw new HttpError(422, 'This item cannot be changed.');
      const attendee =
        input.purchasedForUserId === undefined
          ? line.purchasedForUserId
          : attendeeOf(owner, input.purchasedForUserId);
      const attendeeChanged = attendee !== line.purchasedForUserId;
      if (attendeeChanged) {
        const lines = await createBasketRepository(tx).lines(cart.id);
        if (sameSessionFor(lines, line.occurrenceId, attendee, line.id))
          throw new HttpError(409, alreadyInBasketMessage);
        if (attendee !== null && (await hasActiveBooking(tx, owner.clientId, attendee, line.occurrenceId))) {
          throw new HttpError(409, alreadyBookedMessage);
        }
      }
      const pricingOptionId =
        input.pricingOptionId ?? (attendeeChanged ? undefined : (line.pricingOptionId ?? undefined));
      await requote(tx, owner, cart, { ...line, purchasedForUserId: attendee }, { pricingOptionId });
    },

    requote,

    /**
     * Holds again, for a new spell, the lines whose hold ran out while a place is still free; a line whose
     * place has gone keeps no hold and says nothing here (the checkout checks again and refuses).
     */
    async reholdExpired(db: Db, owner: BasketOwner, cart: CartRow) {
      const at = now();
      const expired = (lines: CartLineRow[]) =>
        lines.filter((l) => l.occurrenceId !== null && (!l.holdExpiresAt || l.holdExpiresAt <= at));
      if (expired(await createBasketRepository(db).lines(cart.id)).length === 0) return;
      await db.transaction(async (tx) => {
        const repo = createBasketRepository(tx);
        const stale = expired(await repo.lines(cart.id));
        await lockSessions(
          tx,
          owner.clientId,
          stale.map((l) => l.occurrenceId!),
        );
        for (const line of stale) {
          const facts = await activities.getOccurrence(tx, owner.clientId, line.occurrenceId!);
          if (!facts) continue;
          const held = (await repo.heldPlaces([facts.id], at)).get(facts.id) ?? 0;
          if (activities.bookability(facts, at, held).ok) {
            await repo.updateLine(cart.id, line.id, { holdExpiresAt: holdUntil(at) });
          }
        }
      });
    },

    /**
     * Moves a visitor's lines into the customer's basket, for the customer, with their holds; a session
     * the customer already has in the basket or booked stays behind in the merged basket.
     */
    async adoptLines(tx: Tx, owner: Extract<BasketOwner, { kind: 'user' }>, cart: CartRow, from: CartRow) {
      const repo = createBasketRepository(tx);
      const [theirs, ours] = await Promise.all([repo.lines(from.id), repo.lines(cart.id)]);
      for (const line of theirs) {
        if (!line.occurrenceId || line.parentItemId !== null) continue;
        if (sameSessionFor(ours, line.occurrenceId, owner.userId)) continue;
        if (await hasActiveBooking(tx, owner.clientId, owner.userId, line.occurrenceId)) continue;
        await repo.updateLine(from.id, line.id, { cartId: cart.id, purchasedForUserId: owner.userId });
        const moved = { ...line, cartId: cart.id, purchasedForUserId: owner.userId };
        ours.push(moved);
        // Priced as the customer's own add would be (a member pays the member price); a failed quote keeps the old.
        await requote(tx, owner, cart, moved, {}).catch((err) => {
          if (!(err instanceof HttpError)) throw err;
        });
      }
    },
  };
}
