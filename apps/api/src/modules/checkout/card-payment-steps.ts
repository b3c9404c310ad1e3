import type { Db } from '../../platform/db/client';
import { HttpError, unprocessable } from '../../platform/http/errors';
import type { GatewayPayment, PaymentGateway } from '../../platform/payments/gateway';
import { createPaymentsRepository, type PaymentRow } from '../payments/payments.repository';
import type { SavedCardsService } from '../saved-cards/saved-cards.service';

export const notAuthorisedMessage =
  'Your payment has not been authorised. Please enter your card details again.';
export const authenticationNeededMessage = 'Please complete the authentication of your payment.';

/** Our payment's state after the gateway's: what the recovery sweep and a retry read. */
export function paymentStatusOf(p: GatewayPayment): PaymentRow['status'] {
  if (p.status === 'requires_capture') return 'authorized';
  if (p.status === 'succeeded') return 'captured';
  if (p.status === 'canceled') return 'voided';
  if (p.status === 'requires_action') return 'requires_action';
  return p.lastError ? 'failed' : 'created';
}

type Deps = {
  db: Db;
  gateway: PaymentGateway;
  savedCards: SavedCardsService;
  now: () => Date;
  log?: ((err: unknown, message: string) => void) | undefined;
};

/** The card's steps around an order: is it authorised, capture it after the commit, or release it. */
export function createCardPaymentSteps({ db, gateway, savedCards, now, log }: Deps) {
  const payments = createPaymentsRepository(db);
  const deps = { log };

  /** Releases a card hold that will not become an order, unless an order took the payment meanwhile. */
  async function voidUnlessOrdered(payment: PaymentRow) {
    const fresh = await payments.find(payment.clientId, payment.id);
    if (!fresh?.providerRef || fresh.orderId) return;
    try {
      const cancelled = await gateway.cancelPayment(fresh.providerRef);
      await payments.update(fresh.id, { status: paymentStatusOf(cancelled) }, now());
    } catch (err) {
      // Left 'authorized' without an order: the recovery sweep voids it.
      deps.log?.(err, 'card payment not cancelled');
    }
  }

  /** Captures after the commit; a failure leaves the order standing and the payment 'authorized'. */
  async function capture(payment: PaymentRow | null) {
    if (!payment?.providerRef) return;
    try {
      const captured = await gateway.capturePayment(payment.providerRef);
      await payments.update(payment.id, { status: paymentStatusOf(captured) }, now());
      // A card the customer asked to save is kept once, with the order it paid for.
      if (captured.card?.token)
        await savedCards.remember(db, payment.clientId, payment.userId, captured.card);
    } catch (err) {
      deps.log?.(err, 'card payment not captured');
    }
  }

  /** The gateway's word on a card payment: only an authorised one may become an order. */
  async function authorised(payment: PaymentRow): Promise<void> {
    if (payment.orderId) return;
    const atGateway = payment.providerRef ? await gateway.retrievePayment(payment.providerRef) : null;
    if (!atGateway) throw unprocessable({ payments: [notAuthorisedMessage] }, notAuthorisedMessage);
    await payments.update(
      payment.id,
      { status: paymentStatusOf(atGateway), failureMessage: atGateway.lastError },
      now(),
    );
    if (atGateway.status === 'requires_capture' || atGateway.status === 'succeeded') return;
    const message =
      atGateway.status === 'requires_action'
        ? authenticationNeededMessage
        : (atGateway.lastError ?? notAuthorisedMessage);
    throw new HttpError(402, message, { payments: [message] });
  }

  return { voidUnlessOrdered, capture, authorised };
}
