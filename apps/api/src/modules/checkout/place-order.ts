import type { Tx } from '../../platform/db/client';
import { HttpError, unprocessable } from '../../platform/http/errors';
import { checkDeskPay } from '../basket/desk-tender-rules';
import type { BookedSession, CheckedLines, LinePrice, LineType } from '../basket/line-type';
import { priceChangedMessage } from '../basket/line-type';
import { createOrderRecords } from '../orders/orders.service';
import { createPaymentRecords, type PaymentRow } from '../payments/payments.service';
import { notAuthorisedMessage } from './card-payment-steps';
import type { CheckoutCart } from './checkout.ports';
import { lockBasket } from './lock-basket';
import type { Placed, PlaceOrderDeps, PlaceOrderInput } from './order-input';
import { settleMoney } from './order-money';

export { CorrectableRefusal, emptyBasketMessage } from './lock-basket';
export type { Placed, PlaceOrderDeps, PlaceOrderInput } from './order-input';
export { amountChangedMessage, cardNeededMessage, notCoveredMessage } from './order-money';
export { priceChangedMessage };

export const cardNotThisSaleMessage =
  'The card payment does not match this sale: please take the card again.';

/** Prices went stale between basket and pay: the lines are repriced outside the refused transaction. */
export class StalePriceError extends HttpError {
  constructor(
    readonly cartId: number,
    readonly prices: LinePrice[],
  ) {
    super(409, priceChangedMessage);
  }
}

/** How long a committed order's capture is left to its pay call before the sweep makes sure of it. */
export const defaultCaptureGraceMs = 30_000;

/**
 * The whole order in the caller's one transaction, the basket locked and read once: every check happens
 * before the first write, and any refusal rolls all of it back. Each kind of line is checked and
 * fulfilled by its own line type (docs/decisions/019-line-types.md); the card is captured after commit.
 */
export async function placeOrder(
  tx: Tx,
  input: PlaceOrderInput,
  deps: PlaceOrderDeps,
  /** Writes that follow from the order (its confirmation email): done before the claim, so they are not under its lock. */
  beforeClaim?: (placed: Extract<Placed, { kind: 'placed' }>) => Promise<void>,
): Promise<Placed> {
  const found = await lockBasket(tx, input, deps);
  if (found.kind === 'existing') return found;
  const { cart, payment, paying, signatures } = found;

  const checked = new Map<LineType, CheckedLines>();
  const stale: LinePrice[] = [];
  for (const { type, things } of deps.lineTypes.lineGroups(cart.lines, { strict: true })) {
    const result = await type.checkAtPay(tx, paying, things);
    checked.set(type, result);
    stale.push(...result.stale);
  }
  if (stale.length > 0) throw new StalePriceError(cart.cartId, stale);
  const desk = input.desk ? await settleDeskTenders(tx, input, deps, cart, payment) : null;
  const money = settleMoney(cart, desk?.card ?? payment, desk?.money ?? input);

  const orders = createOrderRecords(tx);
  const order = await orders.open({
    clientId: input.clientId,
    userId: input.orderUserId,
    cartId: cart.cartId,
    idempotencyKey: input.idempotencyKey,
    ...money.order,
    paymentId: payment?.id ?? null,
    source: input.source,
    staffUserId: input.desk?.staffUserId ?? null,
    venueId: input.desk?.venueId ?? null,
  });
  if (!order) {
    const made = await orders.findByKey(input.clientId, input.orderUserId, input.idempotencyKey);
    return { kind: 'existing', orderId: made!.id };
  }
  if (input.desk && desk) {
    await orders.addTenders(
      desk.settled.map(({ change: _, ...t }) => ({ clientId: input.clientId, orderId: order.id, ...t })),
    );
    await input.desk.recorded(tx, { orderId: order.id, total: money.total });
  }
  const fulfilment = { ...paying, orderId: order.id, made: new Map<number, number>() };
  // What other orders contend for (a popular session's count) is taken after the order's other writes, so
  // its row stays locked only for the confirmation email and the commit; before the credit, though, when
  // the order spends some, as every writer locks a session before a credit balance.
  const claim = async (when: 'now' | 'commit') => {
    for (const result of checked.values()) await result.claim?.(tx, fulfilment, when);
  };
  // Signed in the order's transaction: any refusal rolls the signatures back with the order.
  if (deps.waivers && signatures) await deps.waivers.sign(tx, signatures);
  const sessions: BookedSession[] = [];
  // Parent lines come first (by id), so a child line finds what its parent made.
  for (const line of cart.lines) {
    const type = deps.lineTypes.ofLine(line)!;
    const item = type.orderItem(line, paying);
    const orderItemId = await orders.addItem({
      clientId: input.clientId,
      orderId: order.id,
      type: item.type,
      name: line.name,
      occurrenceId: line.occurrenceId,
      purchasedForUserId: item.purchasedForUserId,
      price: line.unitPrice * line.quantity,
    });
    const done = await checked.get(type)!.fulfil(tx, fulfilment, line, orderItemId);
    if (done.made !== undefined) fulfilment.made.set(line.id, done.made);
    sessions.push(...(done.sessions ?? []));
  }
  await deps.orderPlaced?.(tx, {
    clientId: input.clientId,
    cartId: cart.cartId,
    orderId: order.id,
    at: input.now,
  });
  const placed = { kind: 'placed' as const, orderId: order.id, total: money.total, sessions };
  await beforeClaim?.(placed);
  if (money.credit > 0) await claim('now');
  await settleOrder(tx, deps, { input, payment, cart, orderId: order.id, credit: money.credit });
  // Nothing is locked after the counts: they move as the order commits (docs/decisions/037-places-checked-at-commit.md).
  if (money.credit <= 0) await claim('commit');
  return placed;
}

/**
 * The desk's tenders (the call's, or those put against the basket) checked against the locked basket and
 * the customer's credit: what each pays, and the credit and offline amounts the order's money takes. A
 * card tender must be the locked payment (this desk basket's, authorised, not yet used) for its amount.
 */
async function settleDeskTenders(
  tx: Tx,
  input: PlaceOrderInput,
  deps: PlaceOrderDeps,
  cart: CheckoutCart,
  payment: PaymentRow | null,
) {
  const total = cart.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const creditBalance = await deps.credits.spendable(tx, input.clientId, input.orderUserId, 'general');
  const checked = checkDeskPay(total, input.desk?.tenders ?? cart.tenders, creditBalance);
  if (!checked.ok) throw unprocessable({ payments: [checked.message] }, checked.message);
  const card = checked.settled.find((t) => t.tenderType === 'card');
  if (
    (card || payment) &&
    (card?.paymentId !== payment?.id ||
      card?.amount !== payment?.amount ||
      payment?.cartId !== cart.cartId ||
      payment?.deskStaffUserId !== input.desk?.staffUserId)
  )
    throw unprocessable({ payments: [cardNotThisSaleMessage] }, cardNotThisSaleMessage);
  const credit = checked.settled.find((t) => t.tenderType === 'credit')?.amount ?? 0;
  const offline = checked.settled.filter((t) => t.tenderType !== 'credit' && t.tenderType !== 'card');
  return {
    settled: checked.settled,
    money: { credit, offline },
    // The order's money reads the card's amount and the desk's credit beside it.
    card: payment ? { amount: payment.amount, creditAmount: credit } : null,
  };
}

/** The credit spent, the payment moved to 'ordered' and the basket closed, in the order's transaction. */
async function settleOrder(
  tx: Tx,
  { credits, basket, captureGraceMs = defaultCaptureGraceMs }: PlaceOrderDeps,
  {
    input,
    payment,
    cart,
    orderId,
    credit,
  }: {
    input: PlaceOrderInput;
    payment: PaymentRow | null;
    cart: CheckoutCart;
    orderId: number;
    credit: number;
  },
) {
  if (credit > 0) {
    await credits.spend(tx, {
      clientId: input.clientId,
      userId: input.orderUserId,
      amount: credit,
      orderId,
      reason: `Order ${orderId}`,
    });
  }
  // The durable step between the order and the money: 'ordered' is a capture owed, which the pay call
  // makes after the commit and the sweep makes sure of after captureGraceMs.
  if (payment) {
    const ordered = await createPaymentRecords(tx).move(payment.id, 'ordered', input.now, {
      orderId,
      recoverAfter: new Date(input.now.getTime() + captureGraceMs),
    });
    if (!ordered) throw new HttpError(402, notAuthorisedMessage);
  }
  await basket.completeCart(tx, cart.cartId, orderId);
}
