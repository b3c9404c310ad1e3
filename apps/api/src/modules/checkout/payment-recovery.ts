import type { Db } from '../../platform/db/client';
import type { PaymentGateway } from '../../platform/payments/gateway';
import { type PaymentLog, silentPaymentLog } from '../payments/payment-states';
import { createPaymentRecords, type PaymentRow } from '../payments/payments.service';
import type { CheckoutService } from './checkout.service';

type Deps = {
  db: Db;
  gateway: PaymentGateway;
  checkout: CheckoutService;
  now?: () => Date;
  log?: PaymentLog;
  /** Payments taken up per statement; a backlog is drained batch after batch in one pass. */
  batchSize?: number;
  /** How long a taken-up payment is kept from other sweeps while this one works on it. */
  leaseMs?: number;
};
export type RecoveryOutcome = {
  completed: number;
  captured: number;
  voided: number;
  reversed: number;
  retrying: number;
};
type Outcome = keyof RecoveryOutcome;

const none = (): RecoveryOutcome => ({ completed: 0, captured: 0, voided: 0, reversed: 0, retrying: 0 });

/**
 * Takes every payment with a step still owed (payment-states.ts) one step on, whatever a crash, a
 * closed tab or a failing gateway left: an order's capture is made (or, when the authorisation is
 * gone, the order reversed); a release is finished; an authorised payment becomes exactly the order it
 * was quoted for, or is released; anything else is released. Safe on many instances at once: each
 * payment is leased by one sweep (claimDue), and every step is a compare-and-set of its state.
 */
export function createPaymentRecovery({
  db,
  gateway,
  checkout,
  now = () => new Date(),
  log = silentPaymentLog,
  batchSize = 50,
  leaseMs = 60_000,
}: Deps) {
  const payments = createPaymentRecords(db);
  const { steps } = checkout;

  async function completeOrRelease(payment: PaymentRow): Promise<Outcome> {
    const atGateway = payment.providerRef ? await gateway.retrievePayment(payment.providerRef) : null;
    // Never authorised (or the form never filled in): nothing to book, a hold (if any) to release. A desk's
    // card whose pay call never came is released too: only staff's pay call knows the sale's other tenders.
    if (
      (atGateway?.status !== 'requires_capture' && atGateway?.status !== 'succeeded') ||
      payment.deskStaffUserId !== null
    ) {
      return (await steps.voidUnlessOrdered(payment)) ? 'voided' : 'retrying';
    }
    try {
      await checkout.finish({
        clientId: payment.clientId,
        orderUserId: payment.userId,
        cartUserId: payment.userId,
        idempotencyKey: payment.idempotencyKey,
        source: 'web',
        credit: payment.creditAmount,
        offline: [],
        payment: await steps.authorised(payment),
        now: now(),
      });
      return 'completed';
    } catch (err) {
      // finish releases the card when the basket is no longer exactly what it was quoted for, or cannot be booked.
      log.info({ paymentId: payment.id, reason: (err as Error).message }, 'payment recovery: not completed');
      const after = await payments.find(payment.clientId, payment.id);
      return after?.status === 'voided' ? 'voided' : 'retrying';
    }
  }

  async function recoverOne(payment: PaymentRow): Promise<Outcome> {
    if (payment.status === 'ordered') {
      const captured = await steps.capture(payment);
      return captured === 'captured' || captured === 'reversed' ? captured : 'retrying';
    }
    if (payment.status === 'voiding') return (await steps.release(payment)) ? 'voided' : 'retrying';
    return completeOrRelease(payment);
  }

  return {
    recoverOne,
    /**
     * One pass: batch after batch until nothing is due. A payment that could not be moved on is leased
     * until its next try, so it is not taken up twice in a pass and the pass always ends.
     */
    async drain(): Promise<RecoveryOutcome> {
      const outcome = none();
      for (;;) {
        const at = now();
        const due = await payments.claimDue(at, new Date(at.getTime() + leaseMs), batchSize);
        if (due.length === 0) break;
        for (const payment of due) {
          let result: Outcome;
          try {
            result = await recoverOne(payment);
          } catch (err) {
            log.error(
              { paymentId: payment.id, status: payment.status, err },
              'payment recovery: step failed',
            );
            result = 'retrying';
          }
          outcome[result] += 1;
          log.info({ paymentId: payment.id, from: payment.status, outcome: result }, 'payment recovery');
        }
      }
      const total = Object.values(outcome).reduce((sum, n) => sum + n, 0);
      if (total > 0) log.info({ ...outcome }, 'payment recovery: pass done');
      return outcome;
    },
  };
}
export type PaymentRecovery = ReturnType<typeof createPaymentRecovery>;
