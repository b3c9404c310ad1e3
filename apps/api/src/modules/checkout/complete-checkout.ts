import { randomUUID } from 'node:crypto';
import type { CompleteCheckoutRequest } from '@leisure/contracts/checkout';
import { forbidden, notFound, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { creditsOff } from '../credits/credits.service';
import { createOrderRecords } from '../orders/orders.service';
import type { PaymentRow } from '../payments/payments.service';
import type { CheckoutContext } from './checkout-context';

export const keyNeededMessage = 'An idempotency key is needed for a card payment.';

/** The pay call of the web checkout: credit, a card payment made at the gateway, or nothing to pay. */
export async function complete(
  ctx: CheckoutContext,
  session: SessionContext,
  body: CompleteCheckoutRequest,
  headerKey: string | undefined,
) {
  const { deps, now, payments, steps, finish } = ctx;
  const { db, orders } = deps;
  const { clientId, userId } = session;
  const cardTender = body.payments.find((p) => p.tenderType === 'card');
  const key = body.idempotencyKey ?? headerKey;
  if (cardTender && !key) throw unprocessable({ idempotency_key: [keyNeededMessage] });
  if (body.payments.some((p) => p.tenderType !== 'card' && p.tenderType !== 'credit')) {
    throw forbidden('Only front of house can take offline payments.');
  }
  if (key) {
    const made = await createOrderRecords(db).findByKey(clientId, userId, key);
    if (made) return { orderId: made.id, order: await orders.view(clientId, made.id) };
  }
  const asked = body.payments.find((p) => p.tenderType === 'credit');
  // Said before the card is touched: with credit off, a card payment quoted beside credit would else go through alone.
  if (
    asked &&
    asked.tenderType === 'credit' &&
    asked.amount > 0 &&
    !(await deps.credits.enabled(db, clientId))
  )
    throw creditsOff();
  let payment: PaymentRow | null = null;
  if (cardTender && cardTender.tenderType === 'card') {
    payment = await payments.find(clientId, cardTender.paymentId);
    if (!payment || payment.userId !== userId) throw notFound('Payment not found.');
    if (payment.orderId)
      return { orderId: payment.orderId, order: await orders.view(clientId, payment.orderId) };
    payment = await steps.authorised(payment);
  }
  // Terms and waivers are checked in the order's transaction, under the basket's one lock; refusing them
  // keeps the card authorised, so the customer ticks the box and pays again with it.
  return finish({
    clientId,
    orderUserId: userId,
    cartUserId: userId,
    idempotencyKey: key ?? randomUUID(),
    source: body.source,
    credit: asked && asked.tenderType === 'credit' ? asked.amount : null,
    offline: [],
    payment,
    acceptedTerms: body.terms,
    completedWaivers: body.completedWaivers,
    now: now(),
    customer: session.user,
  });
}
