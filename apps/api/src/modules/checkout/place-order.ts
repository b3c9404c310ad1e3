import { alreadyBookedMessage } from '@leisure/contracts/bookings';
import type { CompletedWaiver } from '@leisure/contracts/checkout';
import { toPrice } from '@leisure/contracts/money';
import type { Tx } from '../../platform/db/client';
import { HttpError, unprocessable } from '../../platform/http/errors';
import type { OccurrenceFacts } from '../activities/activities.service';
import { AlreadyBookedError, createBookingsRepository } from '../bookings/bookings.repository';
import { createOrdersRepository } from '../orders/orders.repository';
import type { PaymentRow } from '../payments/payments.repository';
import { createPaymentsRepository } from '../payments/payments.repository';
import { notAuthorisedMessage } from './card-payment-steps';
import type {
  ActivitiesForCheckout,
  BasketForCheckout,
  CheckoutLine,
  CoursesForCheckout,
  CreditsForCheckout,
  LinePrice,
  WaiversForCheckout,
} from './checkout.ports';
import { attendancesOf } from './checkout-waivers';
import type { BookedSession } from './order-confirmation';
import { basketChangedMessage, matchesQuote } from './payment-quote';

export const priceChangedMessage =
  'The price of an item in your basket has changed. Please review your basket and pay again.';
export const amountChangedMessage = 'The amount to pay has changed. Please try again.';
export const emptyBasketMessage = 'Your basket is empty.';
export const cardNeededMessage = 'The amount due must be paid by card.';
export const notCoveredMessage = 'The payments do not cover the amount due.';

/** Prices went stale between basket and pay: the lines are repriced outside the refused transaction. */
export class StalePriceError extends HttpError {
  constructor(
    readonly cartId: number,
    readonly prices: LinePrice[],
  ) {
    super(409, priceChangedMessage);
  }
}

export type PlaceOrderInput = {
  clientId: number;
  /** Whose order and whose basket: the customer (a staff member's own basket at front of house). */
  orderUserId: number;
  cartUserId: number;
  idempotencyKey: string;
  source: string;
  /** Credit to spend: a card payment's own choice, the tender asked for, or none. */
  credit: number;
  offline: { tenderType: string; amount: number }[];
  payment: PaymentRow | null;
  /** The customer's pay call signs the attendees' waivers with the order; front of house has none. */
  completedWaivers?: CompletedWaiver[];
  now: Date;
};

export type Placed =
  | { kind: 'existing'; orderId: number }
  | { kind: 'placed'; orderId: number; total: number; sessions: BookedSession[] };

type Deps = {
  activities: ActivitiesForCheckout;
  basket: BasketForCheckout;
  credits: CreditsForCheckout;
  waivers?: WaiversForCheckout | undefined;
  courses?: CoursesForCheckout | undefined;
  /** How long the pay call has to capture after the commit before the sweep takes the capture up. */
  captureGraceMs?: number | undefined;
};

/** How long a committed order's capture is left to its pay call before the sweep makes sure of it. */
export const defaultCaptureGraceMs = 30_000;

/** A course's line and its sessions' lines (docs/decisions/012-course-bookings.md). */
const courseLineType = 'av2BookingBundle';

const paymentTypeOf = (card: number, credit: number, offline: { tenderType: string }[]) =>
  card > 0 && credit > 0
    ? 'card-and-credit'
    : card > 0
      ? 'card'
      : offline[0]
        ? offline[0].tenderType
        : credit > 0
          ? 'credit'
          : 'free';

/**
 * The whole order in the caller's one transaction: every check happens before the first write, and any
 * refusal rolls all of it back. The database is the only party here; the card is captured after commit.
 */
export async function placeOrder(
  tx: Tx,
  input: PlaceOrderInput,
  { activities, basket, credits, waivers, courses, captureGraceMs = defaultCaptureGraceMs }: Deps,
): Promise<Placed> {
  const { clientId, orderUserId, now } = input;
  const orders = createOrdersRepository(tx);
  const existing = await orders.findByKey(clientId, orderUserId, input.idempotencyKey);
  if (existing) return { kind: 'existing', orderId: existing.id };
  const payment = input.payment ? await createPaymentsRepository(tx).lock(clientId, input.payment.id) : null;
  if (payment?.orderId) return { kind: 'existing', orderId: payment.orderId };
  // Released meanwhile (the sweep gave up on it, or the customer's other tab): it pays for nothing now.
  if (payment && payment.status !== 'authorized') throw new HttpError(402, notAuthorisedMessage);

  const cart = await basket.lockOpenCartForCheckout(tx, { clientId, userId: input.cartUserId });
  if (!cart || cart.lines.length === 0) {
    // A duplicate that waited on the first attempt's lock finds the basket gone and the order made.
    const made = await orders.findByKey(clientId, orderUserId, input.idempotencyKey);
    if (made) return { kind: 'existing', orderId: made.id };
    throw unprocessable({ cart: [emptyBasketMessage] }, emptyBasketMessage);
  }

  // An authorisation pays for exactly what it was quoted for: a basket that changed since is another order.
  if (payment && !matchesQuote(payment.quote, cart, payment.creditAmount))
    throw new HttpError(409, basketChangedMessage);

  const lines = cart.lines.filter((l) => l.occurrenceId !== null);
  // At front of house the staff member's own lines are for the customer being served.
  const attendeeOf = (line: CheckoutLine) =>
    line.purchasedForUserId && line.purchasedForUserId !== input.cartUserId
      ? line.purchasedForUserId
      : orderUserId;
  const facts = await activities.lockOccurrences(
    tx,
    clientId,
    lines.map((l) => l.occurrenceId!),
  );
  const factsById = new Map(facts.map((f) => [f.id, f]));
  const held = await basket.heldPlacesByOthers(tx, [...factsById.keys()], cart.cartId, now);
  for (const f of facts) {
    // The basket's own lines for a session need that many free places; holds of live lines are among
    // them already (they are not counted as others'), an expired hold needs a place nobody else has.
    const ours = lines.filter((l) => l.occurrenceId === f.id);
    const verdict = activities.bookability(f, now, (held.get(f.id) ?? 0) + ours.length - 1);
    // A course opens with its first session; its later sessions are bought with it before their release.
    const withCourse = verdict.ok || (verdict.reason === 'not-released' && ours.every((l) => l.parentItemId));
    if (!withCourse) throw new HttpError(409, verdict.message);
  }

  const stale: LinePrice[] = [];
  // A course is priced as a whole on its own line; its sessions' lines carry no price of their own.
  for (const line of cart.lines.filter((l) => l.cartableType === courseLineType)) {
    const quote = await courses?.quoteCourse(tx, clientId, line.cartableId ?? 0);
    if (!quote) throw new HttpError(409, priceChangedMessage);
    if (quote.price !== line.unitPrice || quote.pricingOptionId !== line.pricingOptionId) {
      stale.push({
        lineId: line.id,
        unitPrice: quote.price,
        pricingOptionId: quote.pricingOptionId,
        benefitApplied: false,
        packageApplied: false,
      });
    }
  }
  for (const line of lines) {
    if (line.parentItemId !== null) continue;
    const quote = await activities.quote(
      tx,
      {
        clientId,
        facts: factsById.get(line.occurrenceId!)!,
        attendeeUserId: attendeeOf(line),
        ...(line.pricingOptionId ? { pricingOptionId: line.pricingOptionId } : {}),
      },
      now,
    );
    if (quote.price !== line.unitPrice || quote.pricingOptionId !== line.pricingOptionId) {
      stale.push({
        lineId: line.id,
        unitPrice: quote.price,
        pricingOptionId: quote.pricingOptionId,
        benefitApplied: quote.benefitApplied,
        packageApplied: quote.packageApplied,
      });
    }
  }
  if (stale.length > 0) throw new StalePriceError(cart.cartId, stale);

  const total = cart.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const card = payment?.amount ?? 0;
  const offline = input.offline.filter((t) => t.tenderType !== 'credit');
  const offlineTotal = offline.reduce((sum, t) => sum + t.amount, 0);
  const credit = payment ? payment.creditAmount : input.credit;
  if (card + credit + offlineTotal !== total) {
    if (payment) throw new HttpError(409, amountChangedMessage);
    const message = offline.length > 0 ? notCoveredMessage : cardNeededMessage;
    throw unprocessable({ payments: [message] }, message);
  }
  const signatures =
    waivers && input.completedWaivers
      ? await waivers.checkCompleted(tx, {
          clientId,
          actingUserId: orderUserId,
          attendances: attendancesOf(lines, (id) => factsById.get(id), attendeeOf),
          completed: input.completedWaivers,
        })
      : null;

  const order = await orders.insert({
    clientId,
    userId: orderUserId,
    cartId: cart.cartId,
    idempotencyKey: input.idempotencyKey,
    total,
    paymentType: paymentTypeOf(card, credit, offline),
    cardAmount: card,
    creditAmount: credit,
    paymentId: payment?.id ?? null,
    source: input.source,
  });
  if (!order) {
    const made = await orders.findByKey(clientId, orderUserId, input.idempotencyKey);
    return { kind: 'existing', orderId: made!.id };
  }

  // Signed in the order's transaction: any refusal rolls the signatures back with the order.
  if (waivers && signatures) await waivers.sign(tx, signatures);
  const sessions: BookedSession[] = [];
  const bookingsRepository = createBookingsRepository(tx);
  /** The course booking each course line made, for its sessions' bookings (parent lines come first, by id). */
  const bundleOf = new Map<number, number>();
  for (const line of cart.lines) {
    const f = line.occurrenceId ? factsById.get(line.occurrenceId) : undefined;
    const orderItemId = await orders.insertItem({
      clientId,
      orderId: order.id,
      type: f ? 'activity' : line.cartableType,
      name: line.name,
      occurrenceId: line.occurrenceId,
      purchasedForUserId:
        line.occurrenceId || line.cartableType === courseLineType
          ? attendeeOf(line)
          : line.purchasedForUserId,
      price: line.unitPrice * line.quantity,
    });
    if (line.cartableType === courseLineType && courses) {
      const bundleId = await courses.createBundle(tx, {
        clientId,
        activityId: line.cartableId!,
        userId: attendeeOf(line),
        bookedByUserId: orderUserId,
        orderId: order.id,
        orderItemId,
        totalPrice: line.unitPrice * line.quantity,
      });
      bundleOf.set(line.id, bundleId);
    }
    if (!f) continue;
    const attendee = attendeeOf(line);
    const bookingId = await insertBooking(bookingsRepository, {
      clientId,
      occurrenceId: f.id,
      activityId: f.activityId,
      userId: attendee,
      bookedByUserId: orderUserId,
      orderId: order.id,
      orderItemId,
      pricingOptionId: line.pricingOptionId,
      price: line.unitPrice,
      bundleId: line.parentItemId === null ? null : (bundleOf.get(line.parentItemId) ?? null),
    });
    await activities.adjustBookedCount(tx, f.id, 1);
    sessions.push(sessionOf(bookingId, f, line, attendee));
  }
  if (credit > 0) {
    await credits.spend(tx, {
      clientId,
      userId: orderUserId,
      amount: credit,
      orderId: order.id,
      reason: `Order ${order.id}`,
    });
  }
  // The durable step between the order and the money: 'ordered' is a capture owed, which the pay call
  // makes after the commit and the sweep makes sure of after captureGraceMs.
  if (payment) {
    const ordered = await createPaymentsRepository(tx).move(payment.id, 'ordered', now, {
      orderId: order.id,
      recoverAfter: new Date(now.getTime() + captureGraceMs),
    });
    if (!ordered) throw new HttpError(402, notAuthorisedMessage);
  }
  await basket.completeCart(tx, cart.cartId, order.id);
  return { kind: 'placed', orderId: order.id, total, sessions };
}

async function insertBooking(
  repository: ReturnType<typeof createBookingsRepository>,
  values: Parameters<ReturnType<typeof createBookingsRepository>['insert']>[0],
) {
  try {
    return await repository.insert(values);
  } catch (err) {
    if (err instanceof AlreadyBookedError) throw new HttpError(409, alreadyBookedMessage);
    throw err;
  }
}

function sessionOf(
  bookingId: number,
  f: OccurrenceFacts,
  line: CheckoutLine,
  attendeeUserId: number,
): BookedSession {
  return {
    bookingId,
    name: f.activityName,
    startsAt: f.startsAt,
    endsAt: f.endsAt,
    timeZone: f.timeZone,
    venueName: f.venueName,
    locationName: f.locationName,
    attendeeUserId,
    price: toPrice(line.unitPrice).formatted,
  };
}
