import type { Executor } from '../../platform/db/client';
import { createPaymentsRepository } from './payments.repository';

export type { PaymentQuote, PaymentRow, PaymentStatus } from './payments.repository';

/**
 * Card payments as checkout keeps them (docs/decisions/010): a payment is written before the gateway is
 * asked, and its state moves only as `payment-states.ts` allows, each move one compare-and-set. Everything
 * runs in the executor given, so a caller's transaction holds it.
 */
export function createPaymentRecords(executor: Executor) {
  const repository = createPaymentsRepository(executor);
  return {
    /** The payment for an idempotency key: written now, or the one a first attempt wrote. */
    open: repository.insertOrFind,
    find: repository.find,
    /** The payment's row, locked until the transaction ends. */
    lock: repository.lock,
    /** Facts beside its state: the gateway's reference, its last refusal, the sweep's next look. */
    note: repository.update,
    /** To `to`, from a state that may move there; null when it was in no such state. */
    move: repository.move,
    /** The sweep's next batch of payments with a step still owed, leased to it. */
    claimDue: repository.claimDue,
  };
}
export type PaymentRecords = ReturnType<typeof createPaymentRecords>;
