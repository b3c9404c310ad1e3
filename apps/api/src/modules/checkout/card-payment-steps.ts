import type { Db } from '../../platform/db/client';
import { HttpError, unprocessable } from '../../platform/http/errors';
import type { GatewayPayment, PaymentGateway } from '../../platform/payments/gateway';
import { createOrderRecords } from '../orders/orders.service';
import { beforeOrder, type PaymentLog, type PaymentStatus, retryDelayMs } from '../payments/payment-states';
import { createPaymentRecords, type PaymentRow } from '../payments/payments.service';
import type { SavedCardsService } from '../saved-cards/saved-cards.service';
import { basketChangedMessage } from './payment-quote';

export const notAuthorisedMessage =
  'Your payment has not been authorised. Please enter your card details again.';
export const authenticationNeededMessage = 'Please complete the authentication of your payment.';
export const paymentClosedMessage = 'This payment has been cancelled. Please pay again.';

/** Before an order, our payment's state after the gateway's: what the pay call and the sweep read. */
export function paymentStatusOf(p: GatewayPayment): PaymentStatus {
  if (p.status === 'requires_capture' || p.status === 'succeeded') return 'authorized';
  if (p.status === 'canceled') return 'voiding';
  if (p.status === 'requires_action') return 'requires_action';
  return p.lastError ? 'failed' : 'created';
}

type Deps = {
  db: Db;
  gateway: PaymentGateway;
  savedCards: SavedCardsService;
  now: () => Date;
  log: PaymentLog;
  /** How long an unfinished payment may wait before the sweep takes it up. */
  recoveryAgeMs: number;
  /** Undoes the order of a payment that can no longer be captured (order-reversal.ts). */
  reverse: (payment: PaymentRow) => Promise<boolean>;
};

export type CaptureOutcome = 'captured' | 'reversed' | 'retry' | 'skipped';

/**
 * The card's steps around an order, each a move of the payment's state machine (payment-states.ts)
 * written down before the gateway is asked, and logged with the payment's id: is it authorised, capture
 * it once its order is committed, or release it.
 */
export function createCardPaymentSteps({ db, gateway, savedCards, now, log, recoveryAgeMs, reverse }: Deps) {
  const payments = createPaymentRecords(db);
  const later = (ms: number) => new Date(now().getTime() + ms);

  async function moved(
    payment: PaymentRow,
    to: PaymentStatus,
    values: Parameters<typeof payments.move>[3] = {},
  ) {
    const row = await payments.move(payment.id, to, now(), values);
    if (row && payment.status !== to) {
      log.info({ paymentId: payment.id, orderId: row.orderId, from: payment.status, to }, `payment: ${to}`);
    }
    return row;
  }

  /** Asks the gateway to release a payment already marked 'voiding'; left 'voiding' for the sweep on failure. */
  async function release(payment: PaymentRow): Promise<boolean> {
    if (payment.providerRef) {
      try {
        const after = await gateway.cancelPayment(payment.providerRef);
        if (after.status === 'succeeded') {
          // Never reached by our own steps (they capture only an ordered payment): someone must refund it.
          log.error({ paymentId: payment.id }, 'payment: captured at the gateway without an order');
        }
      } catch (err) {
        log.warn({ paymentId: payment.id, err }, 'payment: release failed, the sweep retries it');
        await payments.note(
          payment.id,
          { recoverAfter: later(retryDelayMs(payment.recoveryAttempts)) },
          now(),
        );
        return false;
      }
    }
    return (await moved(payment, 'voided')) !== null;
  }

  /**
   * Releases a card hold that will not become an order. 'voiding' is written first: from then on no
   * order can take the payment, and a crash before the gateway answers leaves a release to retry.
   */
  async function voidUnlessOrdered(payment: PaymentRow): Promise<boolean> {
    const fresh = await payments.find(payment.clientId, payment.id);
    if (!fresh) return false;
    const voiding = fresh.status === 'voiding' ? fresh : await moved(fresh, 'voiding');
    return voiding ? release(voiding) : false;
  }

  /**
   * Takes the money of a payment whose order is committed. A gateway that fails is tried again by the
   * sweep; one that says the authorisation is gone (lapsed, released) means the order cannot be paid,
   * so it is reversed.
   */
  async function fromKiosk(payment: PaymentRow): Promise<boolean> {
    if (!payment.orderId) return false;
    return (await createOrderRecords(db).findById(payment.clientId, payment.orderId))?.source === 'kiosk';
  }

  async function capture(payment: PaymentRow | null): Promise<CaptureOutcome> {
    if (payment?.status !== 'ordered' || !payment.providerRef) return 'skipped';
    let captured: GatewayPayment;
    try {
      captured = await gateway.capturePayment(payment.providerRef);
    } catch (err) {
      const atGateway = await gateway.retrievePayment(payment.providerRef).catch(() => undefined);
      if (
        atGateway === null ||
        atGateway?.status === 'canceled' ||
        atGateway?.status === 'requires_payment_method'
      ) {
        return (await reverse(payment)) ? 'reversed' : 'skipped';
      }
      log.warn(
        { paymentId: payment.id, orderId: payment.orderId, err },
        'payment: capture failed, the sweep retries it',
      );
      await payments.note(payment.id, { recoverAfter: later(retryDelayMs(payment.recoveryAttempts)) }, now());
      return 'retry';
    }
    if (!(await moved(payment, 'captured'))) return 'skipped';
    // A card the customer asked to save is kept once, with the order it paid for; never from a kiosk, whose
    // next user is a stranger (decision 054), nor from the desk, whose form never offers it.
    if (captured.card?.token && payment.deskStaffUserId === null && !(await fromKiosk(payment)))
      await savedCards.remember(db, payment.clientId, payment.userId, captured.card);
    return 'captured';
  }

  /**
   * The gateway's word on a payment before its order: our state follows it, and only an authorised
   * payment may become an order. A payment already being released or done with is refused.
   */
  async function authorised(payment: PaymentRow): Promise<PaymentRow> {
    if (!(beforeOrder as readonly string[]).includes(payment.status))
      throw new HttpError(402, notAuthorisedMessage, { payments: [notAuthorisedMessage] });
    const atGateway = payment.providerRef ? await gateway.retrievePayment(payment.providerRef) : null;
    if (!atGateway) throw unprocessable({ payments: [notAuthorisedMessage] }, notAuthorisedMessage);
    const status = paymentStatusOf(atGateway);
    const synced =
      (await moved(payment, status, {
        failureMessage: atGateway.lastError,
        // The customer is still at it: the sweep leaves the payment alone for another while.
        recoverAfter: later(recoveryAgeMs),
      })) ?? payment;
    if (status === 'voiding') await release(synced);
    if (status === 'authorized') return synced;
    const message =
      status === 'requires_action'
        ? authenticationNeededMessage
        : (atGateway.lastError ?? notAuthorisedMessage);
    throw new HttpError(402, message, { payments: [message] });
  }

  /**
   * A payment its pay call's key found again, before any order: refused once closed, and released when its
   * basket has changed since (only what it was made for may become its order).
   */
  async function refuseUnlessReusable(row: PaymentRow, quoteMatches: boolean): Promise<void> {
    if (row.orderId !== null) return;
    if (!(beforeOrder as readonly string[]).includes(row.status))
      throw new HttpError(409, paymentClosedMessage);
    if (!quoteMatches) {
      await voidUnlessOrdered(row);
      throw new HttpError(409, basketChangedMessage);
    }
  }

  /** The gateway's payment for our row, made once (a retried call finds it) and its state written down. */
  async function atGateway(row: PaymentRow, savedCardToken?: string | null): Promise<GatewayPayment> {
    const found = row.providerRef ? await gateway.retrievePayment(row.providerRef) : null;
    if (found) return found;
    const made = await gateway.createPayment({
      amount: row.amount,
      currency: row.currency,
      merchantRef: `${row.clientId}:${row.id}`,
      ...(savedCardToken ? { savedCardToken } : {}),
    });
    await payments.note(row.id, { providerRef: made.ref, failureMessage: made.lastError }, now());
    // A saved card is authorised at once; a typed one waits for the card form.
    await payments.move(row.id, paymentStatusOf(made), now());
    return made;
  }

  return { voidUnlessOrdered, release, capture, authorised, refuseUnlessReusable, atGateway };
}
export type CardPaymentSteps = ReturnType<typeof createCardPaymentSteps>;
