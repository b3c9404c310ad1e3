import type { Db, Executor } from '../../platform/db/client';
import type { PaymentGateway } from '../../platform/payments/gateway';
import { createPaymentsRepository, type PaymentRow } from '../payments/payments.repository';
import { paymentStatusOf } from './card-payment-steps';
import type { CheckoutService } from './checkout.service';

/** How long a payment may sit between the card form and the pay call before it is recovered. */
export const recoveryAgeMs = 10 * 60_000;

type Deps = {
  db: Db;
  gateway: PaymentGateway;
  checkout: CheckoutService;
  now?: () => Date;
  log?: (err: unknown, message: string) => void;
};
export type RecoveryOutcome = { completed: number; voided: number };

/**
 * Payments a crash or a closed tab left between the gateway and an order: an authorised one becomes its
 * order if the basket can still be booked, anything else is cancelled at the gateway, so no card stays
 * held, or charged, without a booking.
 */
export function createPaymentRecovery({ db, gateway, checkout, now = () => new Date(), log }: Deps) {
  const payments = createPaymentsRepository(db);

  async function recoverOne(payment: PaymentRow): Promise<'completed' | 'voided' | 'skipped'> {
    const atGateway = payment.providerRef ? await gateway.retrievePayment(payment.providerRef) : null;
    if (!atGateway) {
      await payments.update(payment.id, { status: 'voided' }, now());
      return 'voided';
    }
    if (atGateway.status === 'requires_capture' || atGateway.status === 'succeeded') {
      try {
        await checkout.finish({
          clientId: payment.clientId,
          orderUserId: payment.userId,
          cartUserId: payment.userId,
          idempotencyKey: payment.idempotencyKey,
          source: 'web',
          credit: payment.creditAmount,
          offline: [],
          payment,
          now: now(),
        });
        return 'completed';
      } catch (err) {
        // finish has already released the card when the basket could not be booked.
        log?.(err, 'abandoned payment not completed');
        return 'voided';
      }
    }
    const cancelled = await gateway.cancelPayment(atGateway.ref);
    await payments.update(payment.id, { status: paymentStatusOf(cancelled) }, now());
    return 'voided';
  }

  return {
    /** The payments due for recovery (payments_recovery_idx); the sweep reads them under its lock. */
    candidates(executor: Executor, limit = 20): Promise<PaymentRow[]> {
      return createPaymentsRepository(executor).abandoned(new Date(now().getTime() - recoveryAgeMs), limit);
    },
    async recover(due: PaymentRow[]): Promise<RecoveryOutcome> {
      const outcome: RecoveryOutcome = { completed: 0, voided: 0 };
      for (const payment of due) {
        try {
          const result = await recoverOne(payment);
          if (result !== 'skipped') outcome[result] += 1;
        } catch (err) {
          log?.(err, 'payment recovery failed');
        }
      }
      return outcome;
    },
    async recoverAbandoned(): Promise<RecoveryOutcome> {
      return this.recover(await this.candidates(db));
    },
  };
}
export type PaymentRecovery = ReturnType<typeof createPaymentRecovery>;
