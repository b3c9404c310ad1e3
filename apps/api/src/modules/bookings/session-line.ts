import { courseSessionAddMessage } from '@leisure/contracts/courses';
import type { Executor, Tx } from '../../platform/db/client';
import { HttpError, unauthenticated } from '../../platform/http/errors';
import type { ActivitiesService, OccurrenceFacts, Quote } from '../activities/activities.service';
import {
  type AddItem,
  alreadyInBasketMessage,
  type BasketLine,
  type CheckedLines,
  type LineBasket,
  type LinePrice,
  type LineType,
  type PayingBasket,
  type QuoteChoice,
  signInToBookMessage,
} from '../basket/line-type';
import { createBookingsRepository } from './bookings.repository';
import { hasActiveBooking } from './bookings.service';
import { benefitUsesAtPay, type SessionBenefits } from './session-benefits';
import { packageUsesAtPay, type SessionPackages } from './session-packages';
import { alreadyBookedMessage, type SessionPlaces } from './session-places';

type Deps = {
  places: SessionPlaces;
  activities: Pick<ActivitiesService, 'quote'>;
  /** A course's sessions are booked only with the course (the courses module answers). */
  isCourseActivity: (executor: Executor, clientId: number, activityId: number) => Promise<boolean>;
  /** Membership benefit uses counted per period (session-benefits.ts); without them benefits are unlimited. */
  benefits?: SessionBenefits;
  /** Package uses (session-packages.ts); without them no package price is ever spent. */
  packages?: SessionPackages;
};

const sameSessionFor = (
  lines: BasketLine[],
  occurrenceId: number,
  attendee: number | null,
  except?: number,
) =>
  lines.some((l) => l.occurrenceId === occurrenceId && l.purchasedForUserId === attendee && l.id !== except);

/** A place in one session, priced for its attendee: the timetable's 'Book' (docs/decisions/019-line-types.md). */
export function createSessionLineType(deps: Deps): LineType {
  const { places, activities } = deps;
  async function requote(tx: Tx, basket: LineBasket, line: BasketLine, choice: QuoteChoice) {
    const facts = await places.factsOf(tx, basket.owner.clientId, line.occurrenceId ?? 0);
    const quote = await activities.quote(tx, {
      clientId: basket.owner.clientId,
      facts,
      attendeeUserId: line.purchasedForUserId,
      ...choice,
    });
    await basket.store.update(line.id, {
      purchasedForUserId: line.purchasedForUserId,
      pricingOptionId: quote.pricingOptionId,
      unitPrice: quote.price,
      benefitApplied: quote.benefitApplied,
      packageApplied: quote.packageApplied,
    });
  }

  return {
    name: 'session',
    addTypes: ['activity', 'purchasableOccurrence', 'activityTicket'],
    cartableTypes: ['activity', 'activityTicket'],

    async refuseEarly(db, clientId, items, heldPlaces, at) {
      for (const item of items) await places.refuseIfFull(db, clientId, Number(item.id), heldPlaces, at);
    },

    add: (tx, basket, items) => addSessions(deps, tx, basket, items),

    /** A new pricing option or attendee: checked as an add would be, and priced again. */
    async change(tx, basket, line, input) {
      const occurrenceId = line.occurrenceId!;
      const attendee =
        input.purchasedForUserId === undefined
          ? line.purchasedForUserId
          : basket.attendeeOf(input.purchasedForUserId);
      const attendeeChanged = attendee !== line.purchasedForUserId;
      if (attendeeChanged) {
        if (sameSessionFor(await basket.store.lines(), occurrenceId, attendee, line.id))
          throw new HttpError(409, alreadyInBasketMessage);
        if (
          attendee !== null &&
          (await hasActiveBooking(tx, basket.owner.clientId, attendee, occurrenceId))
        ) {
          throw new HttpError(409, alreadyBookedMessage);
        }
      }
      const pricingOptionId =
        input.pricingOptionId ?? (attendeeChanged ? undefined : (line.pricingOptionId ?? undefined));
      await requote(tx, basket, { ...line, purchasedForUserId: attendee }, { pricingOptionId });
    },

    requote,
    rehold: (tx, basket, lines) => places.rehold(tx, basket, lines),

    /** A visitor's session joins the customer's basket unless they have it there or booked already. */
    async mayAdopt(tx, basket, line) {
      if (basket.owner.kind !== 'user' || !line.occurrenceId) return false;
      const { clientId, userId } = basket.owner;
      if (sameSessionFor(await basket.store.lines(), line.occurrenceId, userId)) return false;
      return !(await hasActiveBooking(tx, clientId, userId, line.occurrenceId));
    },

    show: (executor, clientId, lines) => places.show(executor, clientId, lines),
    attendances: (executor, clientId, lines, attendeeOf) =>
      places.attendances(executor, clientId, lines, attendeeOf),

    checkAtPay: (tx, order, lines) => checkSessionsAtPay(deps, tx, order, lines),
    orderItem: (line, order) => ({ type: 'activity', purchasedForUserId: order.attendeeOf(line) }),
    async reverse(tx, order) {
      const undone = await places.giveBackOrder(tx, order);
      if (deps.packages) {
        const booked = await createBookingsRepository(tx).listForOrders(order.clientId, [order.orderId]);
        await deps.packages.giveBack(
          tx,
          booked.map((b) => b.id),
          order.at,
        );
      }
      if (deps.benefits) {
        const booked = await createBookingsRepository(tx).listForOrders(order.clientId, [order.orderId]);
        await deps.benefits.giveBack(
          tx,
          booked.map((b) => b.id),
          order.at,
        );
      }
      return undone;
    },
  };
}

/**
 * Sessions into the basket, each holding its place. Everything that does not depend on the places left
 * (who may book, the basket, the price) is settled from plain reads and the lines are written; the places
 * are counted as the transaction commits, under each session's lock for the commit only, with the new
 * lines among the holds. On a release morning every add queues for the same row, so what happens under
 * its lock is all that the herd waits for, and no round trip to this server happens under it
 * (docs/decisions/037-places-checked-at-commit.md). A line is no one else's business until the commit
 * (uncommitted, nobody counts it), and the count under the lock sees every hold committed by those who
 * had the lock before, so places are still taken one locker at a time.
 */
async function addSessions(
  { places, activities, isCourseActivity }: Deps,
  tx: Tx,
  basket: LineBasket,
  items: AddItem[],
) {
  const { owner, store } = basket;
  const inBasket = await store.lines();
  const planned: {
    item: AddItem;
    occurrenceId: number;
    attendee: number | null;
    quote: Quote;
    facts: OccurrenceFacts;
  }[] = [];
  for (const item of items) {
    const facts = await places.factsOf(tx, owner.clientId, Number(item.id));
    if (owner.kind === 'visitor' && !facts.allowsAnonymousBookings)
      throw unauthenticated(signInToBookMessage);
    places.assertBookable(basket, facts);
    if (await isCourseActivity(tx, owner.clientId, facts.activityId)) {
      throw new HttpError(422, courseSessionAddMessage, { items: [courseSessionAddMessage] });
    }
    const attendee = basket.attendeeOf(item.purchasedForUserId);
    if (
      sameSessionFor(inBasket, facts.id, attendee) ||
      planned.some((p) => p.occurrenceId === facts.id && p.attendee === attendee)
    )
      throw new HttpError(409, alreadyInBasketMessage);
    await places.assertNotBooked(tx, owner.clientId, attendee, facts.id);
    const quote = await activities.quote(tx, {
      clientId: owner.clientId,
      facts,
      attendeeUserId: attendee,
      pricingOptionId: item.pricingOptionId ?? item.ticketId,
      applyBenefit: item.applyBenefit,
    });
    planned.push({ item, occurrenceId: facts.id, attendee, quote, facts });
  }
  for (const { item, occurrenceId, attendee, quote, facts } of planned) {
    const id = await store.insert({
      cartableType: item.type === 'activityTicket' ? 'activityTicket' : 'activity',
      cartableId: occurrenceId,
      occurrenceId,
      pricingOptionId: quote.pricingOptionId,
      purchasedForUserId: attendee,
      name: facts.activityName,
      unitPrice: quote.price,
      benefitApplied: quote.benefitApplied,
      packageApplied: quote.packageApplied,
      holdExpiresAt: basket.holdUntil(basket.now),
    });
    if (id === null) throw new HttpError(409, alreadyInBasketMessage);
  }
  await places.holdAtCommit(
    tx,
    basket,
    planned.map((p) => p.occurrenceId),
  );
}

/**
 * At pay: each line's price for its attendee now, and its place. Lines whose holds all still run are
 * booked unlocked and `claim` takes their sessions' counts at the end of the order's writes; otherwise
 * every place is counted again under the sessions' locks, taken here (docs/decisions/027-the-release-herd.md).
 */
async function checkSessionsAtPay(
  { places, activities, benefits, packages }: Deps,
  tx: Tx,
  order: PayingBasket,
  lines: BasketLine[],
): Promise<CheckedLines> {
  const held = await places.checkHeldAtPay(tx, order, lines);
  const sessions = held ?? (await places.checkAtPay(tx, order, lines, { releasedWithCourse: false }));
  const stale: LinePrice[] = [];
  const uses = benefitUsesAtPay(benefits, tx, order);
  const packageUses = packageUsesAtPay(packages, tx, order);
  for (const line of lines) {
    const facts = sessions.get(line.occurrenceId!)!;
    const quote = await packageUses.settle(activities, line, facts, () =>
      uses.quote(activities, line, facts, lines),
    );
    if (quote.price !== line.unitPrice || quote.pricingOptionId !== line.pricingOptionId) {
      const { price: unitPrice, pricingOptionId, benefitApplied, packageApplied } = quote;
      stale.push({ lineId: line.id, unitPrice, pricingOptionId, benefitApplied, packageApplied });
    }
  }
  if (!held) {
    return {
      stale,
      fulfil: async (tx, order, line, orderItemId) => {
        const booked = await places.book(
          tx,
          order,
          line,
          orderItemId,
          sessions.get(line.occurrenceId!)!,
          null,
        );
        await uses.booked(tx, line.id, booked.bookingId);
        await packageUses.booked(tx, line.id, booked.bookingId);
        return { sessions: [booked] };
      },
    };
  }
  return {
    stale,
    claim: (tx, _order, when) => places.claim(tx, lines, when),
    fulfil: async (tx, order, line, orderItemId) => {
      const booked = await places.bookClaimed(
        tx,
        order,
        line,
        orderItemId,
        held.get(line.occurrenceId!)!,
        null,
      );
      await uses.booked(tx, line.id, booked.bookingId);
      await packageUses.booked(tx, line.id, booked.bookingId);
      return { sessions: [booked] };
    },
  };
}
