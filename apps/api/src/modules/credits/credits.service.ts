export { cancellationCreditReason, courseCancellationCreditReason } from './credits.tables';

import type { Executor, Tx } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import { type CreditKind, createCreditsRepository } from './credits.repository';

export const notEnoughCreditMessage = 'You do not have enough credit for this payment.';

type Spend = {
  clientId: number;
  userId: number;
  amount: number;
  orderId: number | null;
  reason: string;
  kind?: CreditKind;
};
type Award = Spend & {
  bookingId?: number | null;
  /** The course booking a course cancellation's credit is for (credit_entries_course_cancellation_key). */
  bundleId?: number | null;
  expiresAt?: Date | null;
};

/**
 * Credit a customer holds: a cancellation's refund, a goodwill gesture. General credit pays for bookings;
 * membership credit only for membership payments. The ledger's sum is the balance, never below zero.
 */
export function createCreditsService({ now = () => new Date() }: { now?: () => Date } = {}) {
  async function balance(executor: Executor, clientId: number, userId: number, kind: CreditKind = 'general') {
    return Math.max(0, await createCreditsRepository(executor).sum(clientId, userId, kind, now()));
  }

  return {
    balance,

    /** Takes credit for an order, in the caller's transaction; refuses rather than go below zero. */
    async spend(
      tx: Tx,
      { clientId, userId, amount, orderId, reason, kind = 'general' }: Spend,
    ): Promise<void> {
      if (!Number.isInteger(amount) || amount <= 0)
        throw new TypeError(`Credit spent must be positive pence, got ${amount}`);
      const ledger = createCreditsRepository(tx);
      await ledger.lockBalance(userId);
      if ((await balance(tx, clientId, userId, kind)) < amount) {
        throw new HttpError(422, notEnoughCreditMessage, { payments: [notEnoughCreditMessage] });
      }
      await ledger.insert({ clientId, userId, kind, amount: -amount, orderId, reason });
    },

    /** Adds credit (a cancellation's value, a goodwill gesture), in the caller's transaction. */
    async award(tx: Executor, input: Award): Promise<void> {
      const {
        clientId,
        userId,
        amount,
        orderId,
        reason,
        kind = 'general',
        bookingId = null,
        bundleId = null,
        expiresAt = null,
      } = input;
      if (!Number.isInteger(amount) || amount <= 0)
        throw new TypeError(`Credit awarded must be positive pence, got ${amount}`);
      const ledger = createCreditsRepository(tx);
      await ledger.lockBalance(userId);
      await ledger.insert({
        clientId,
        userId,
        kind,
        amount,
        orderId,
        bookingId,
        bundleId,
        expiresAt,
        reason,
      });
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
