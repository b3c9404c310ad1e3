import { notYetBookableMessage } from '@leisure/contracts/activities';
import { courseAlreadyBookedMessage, courseNotBookableMessage } from '@leisure/contracts/courses';
import type { Executor, Tx } from '../../platform/db/client';
import { HttpError, notFound, unauthenticated } from '../../platform/http/errors';
import type { OccurrenceFacts } from '../activities/activities.service';
import {
  type AddItem,
  alreadyInBasketMessage,
  type BasketLine,
  type CheckedLines,
  type LineBasket,
  type LinePrice,
  type LineType,
  type PayingBasket,
  priceChangedMessage,
  signInToBookMessage,
} from '../basket/line-type';
import type { SessionPlaces } from '../bookings/session-places';
import { createCoursesRepository } from './courses.repository';

/** A course's line in a basket: the parent, priced for the whole course; its sessions are child lines. */
export const courseLineType = 'av2BookingBundle';
/** A session's line under a course's line: it holds the place, at no price of its own. */
export const courseSessionLineType = 'av2Booking';

const maxId = 2_147_483_647;

type Course = {
  id: number;
  name: string;
  price: number;
  pricingOptionId: number;
  allowsAnonymousBookings: boolean;
  sessionIds: number[];
};

async function courseOf(executor: Executor, clientId: number, courseId: number, at: Date): Promise<Course> {
  const repo = createCoursesRepository(executor);
  const course = courseId <= maxId ? await repo.findCourse(clientId, courseId) : null;
  if (!course) throw notFound();
  return {
    id: course.id,
    name: course.name,
    price: course.price,
    pricingOptionId: course.pricingOptionId,
    allowsAnonymousBookings: course.allowsAnonymousBookings,
    sessionIds: await repo.sessionIds(clientId, courseId, at),
  };
}

/**
 * A whole course (docs/decisions/012-course-bookings.md): a parent line at the course's price and a child
 * line holding a place in each session still to come. At pay it makes one course booking (a bundle) and
 * one booking per session; undone, its bundles are cancelled (the session line type gives the places back).
 */
export function createCourseLineType({ places }: { places: SessionPlaces }): LineType {
  async function addCourse(tx: Tx, basket: LineBasket, item: AddItem, course: Course) {
    const { owner, store } = basket;
    if (owner.kind === 'visitor' && !course.allowsAnonymousBookings)
      throw unauthenticated(signInToBookMessage);
    const attendee = basket.attendeeOf(item.purchasedForUserId);
    if (course.sessionIds.length === 0)
      throw new HttpError(422, courseNotBookableMessage, { items: [courseNotBookableMessage] });
    if (
      attendee !== null &&
      (await createCoursesRepository(tx).activeBundleOf(owner.clientId, attendee, course.id)) !== null
    ) {
      throw new HttpError(409, courseAlreadyBookedMessage);
    }
    const lines = await store.lines();
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
    for (const id of course.sessionIds) sessions.push(await places.factsOf(tx, owner.clientId, id));
    if (sessions[0]!.firstBookableAt > basket.now) {
      throw new HttpError(422, notYetBookableMessage, { items: [notYetBookableMessage] });
    }
    for (const facts of sessions) await places.assertFree(tx, basket, facts, attendee, true);
    const parentItemId = await store.insert({
      cartableType: courseLineType,
      cartableId: course.id,
      pricingOptionId: course.pricingOptionId,
      purchasedForUserId: attendee,
      name: course.name,
      unitPrice: course.price,
    });
    for (const facts of sessions) {
      const id = await store.insert({
        cartableType: courseSessionLineType,
        cartableId: facts.id,
        occurrenceId: facts.id,
        purchasedForUserId: attendee,
        parentItemId: parentItemId!,
        name: facts.activityName,
        unitPrice: 0,
        holdExpiresAt: basket.holdUntil(basket.now),
      });
      if (id === null) throw new HttpError(409, alreadyInBasketMessage);
    }
  }

  return {
    name: 'course',
    addTypes: [courseLineType],
    cartableTypes: [courseLineType, courseSessionLineType],

    async add(tx, basket, items) {
      const wanted: Course[] = [];
      for (const item of items)
        wanted.push(await courseOf(tx, basket.owner.clientId, Number(item.id), basket.now));
      await places.lock(
        tx,
        basket.owner.clientId,
        wanted.flatMap((c) => c.sessionIds),
      );
      for (const [n, item] of items.entries()) await addCourse(tx, basket, item, wanted[n]!);
    },

    rehold: (tx, basket, lines) => places.rehold(tx, basket, lines),
    show: (executor, clientId, lines) => places.show(executor, clientId, lines),
    attendances: (executor, clientId, lines, attendeeOf) =>
      places.attendances(executor, clientId, lines, attendeeOf),

    checkAtPay: (tx, order, lines) => checkCoursesAtPay(places, tx, order, lines),

    orderItem: (line, order) => ({
      type: line.parentItemId === null ? courseLineType : 'activity',
      purchasedForUserId: order.attendeeOf(line),
    }),

    async reverse(tx, { orderId, at }) {
      await createCoursesRepository(tx).cancelActiveOfOrder(orderId, at);
      return [];
    },
  };
}

/** At pay: the courses' places under their locks, each course's price now, and how to book them. */
async function checkCoursesAtPay(
  places: SessionPlaces,
  tx: Tx,
  order: PayingBasket,
  lines: BasketLine[],
): Promise<CheckedLines> {
  const sessionLines = lines.filter((l) => l.parentItemId !== null);
  // A course opens with its first session; its later sessions are bought with it before their release.
  const sessions = await places.checkAtPay(tx, order, sessionLines, { releasedWithCourse: true });
  const stale: LinePrice[] = [];
  const repo = createCoursesRepository(tx);
  for (const line of lines.filter((l) => l.parentItemId === null)) {
    const course = await repo.findCourse(order.clientId, line.cartableId ?? 0);
    if (!course) throw new HttpError(409, priceChangedMessage);
    if (course.price !== line.unitPrice || course.pricingOptionId !== line.pricingOptionId) {
      stale.push({
        lineId: line.id,
        unitPrice: course.price,
        pricingOptionId: course.pricingOptionId,
        benefitApplied: false,
        packageApplied: false,
      });
    }
  }
  return {
    stale,
    async fulfil(tx, order, line, orderItemId) {
      if (line.parentItemId === null) {
        const bundleId = await createCoursesRepository(tx).insertBundle({
          clientId: order.clientId,
          activityId: line.cartableId!,
          userId: order.attendeeOf(line),
          bookedByUserId: order.orderUserId,
          orderId: order.orderId,
          orderItemId,
          totalPrice: line.unitPrice * line.quantity,
          status: 'active',
        });
        return { made: bundleId };
      }
      const facts = sessions.get(line.occurrenceId!)!;
      const bundleId = order.made.get(line.parentItemId) ?? null;
      return { sessions: [await places.book(tx, order, line, orderItemId, facts, bundleId)] };
    },
  };
}
