import type { Tx } from '../../platform/db/client';
import { HttpError, unprocessable } from '../../platform/http/errors';
import type { PayingBasket } from '../basket/line-type';
import { createOrderRecords } from '../orders/orders.service';
import { createPaymentRecords, type PaymentRow } from '../payments/payments.service';
import { termsNotAcceptedMessage } from '../terms/terms.service';
import { notAuthorisedMessage } from './card-payment-steps';
import type { BasketForCheckout, CheckoutCart, CheckoutLine, WaiversForCheckout } from './checkout.ports';
import type { PlaceOrderDeps, PlaceOrderInput } from './order-input';
import { basketChangedMessage, matchesQuote } from './payment-quote';

export const emptyBasketMessage = 'Your basket is empty.';

/**
 * A refusal the customer corrects (terms not ticked, a waiver not signed) and then pays again with the
 * same authorised card: unlike every other refusal, it does not release the card.
 */
export class CorrectableRefusal extends HttpError {
  constructor(cause: HttpError) {
    super(cause.statusCode, cause.message, cause.errors);
  }
}

export type Locked = {
  kind: 'locked';
  cart: CheckoutCart;
  payment: PaymentRow | null;
  paying: PayingBasket;
  signatures: Awaited<ReturnType<WaiversForCheckout['checkCompleted']>> | null;
};

/**
 * An order already made for the key or the payment, or the basket locked (SELECT … FOR UPDATE) with the
 * customer's corrections checked first, and matching what the card was authorised for.
 */
export async function lockBasket(
  tx: Tx,
  input: PlaceOrderInput,
  deps: PlaceOrderDeps,
): Promise<{ kind: 'existing'; orderId: number } | Locked> {
  const { clientId, orderUserId } = input;
  const orders = createOrderRecords(tx);
  const existing = await orders.findByKey(clientId, orderUserId, input.idempotencyKey);
  if (existing) return { kind: 'existing', orderId: existing.id };
  const payment = input.payment ? await createPaymentRecords(tx).lock(clientId, input.payment.id) : null;
  if (payment?.orderId) return { kind: 'existing', orderId: payment.orderId };
  // Released meanwhile (the sweep gave up on it, or the customer's other tab): it pays for nothing now.
  if (payment && payment.status !== 'authorized') throw new HttpError(402, notAuthorisedMessage);

  const cart = await deps.basket.lockOpenCartForCheckout(tx, {
    clientId,
    userId: input.cartUserId,
    ...(input.desk ? { deskCustomerId: orderUserId } : {}),
  });
  const paying = payingBasket(tx, input, cart?.cartId ?? 0, deps.basket);
  const signatures = cart
    ? await correctable(() => checkCustomerAnswers(tx, input, deps, cart, paying))
    : null;
  if (!cart || cart.lines.length === 0) {
    // A duplicate that waited on the first attempt's lock finds the basket gone and the order made.
    const made = await orders.findByKey(clientId, orderUserId, input.idempotencyKey);
    if (made) return { kind: 'existing', orderId: made.id };
    throw unprocessable({ cart: [emptyBasketMessage] }, emptyBasketMessage);
  }
  // An authorisation pays for exactly what it was quoted for: a basket that changed since is another order.
  if (payment && !matchesQuote(payment.quote, cart, payment.creditAmount))
    throw new HttpError(409, basketChangedMessage);
  return { kind: 'locked', cart, payment, paying, signatures };
}

function payingBasket(
  tx: Tx,
  input: PlaceOrderInput,
  cartId: number,
  basket: BasketForCheckout,
): PayingBasket {
  return {
    clientId: input.clientId,
    cartId,
    orderUserId: input.orderUserId,
    // At front of house the staff member's own lines are for the customer being served.
    attendeeOf: (line: CheckoutLine) =>
      line.purchasedForUserId && line.purchasedForUserId !== input.cartUserId
        ? line.purchasedForUserId
        : input.orderUserId,
    now: input.now,
    heldByOthers: (ids) => basket.heldPlacesByOthers(tx, ids, cartId, input.now),
  };
}

/** The terms accepted and the attendees' waivers completed, as the customer's pay call sent them. */
async function checkCustomerAnswers(
  tx: Tx,
  input: PlaceOrderInput,
  deps: PlaceOrderDeps,
  cart: CheckoutCart,
  paying: PayingBasket,
) {
  if (
    input.acceptedTerms &&
    deps.termsAccepted &&
    !(await deps.termsAccepted(tx, input.clientId, input.acceptedTerms))
  )
    throw unprocessable({ terms: [termsNotAcceptedMessage] }, termsNotAcceptedMessage);
  if (!deps.waivers || !input.completedWaivers) return null;
  const attendances = [];
  for (const { type, things } of deps.lineTypes.lineGroups(cart.lines, { strict: false }))
    attendances.push(...((await type.attendances?.(tx, input.clientId, things, paying.attendeeOf)) ?? []));
  return deps.waivers.checkCompleted(tx, {
    clientId: input.clientId,
    actingUserId: input.orderUserId,
    attendances,
    completed: input.completedWaivers,
  });
}

async function correctable<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (err) {
    throw err instanceof HttpError ? new CorrectableRefusal(err) : err;
  }
}
