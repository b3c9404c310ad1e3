import { creditsDisabledMessage } from '@leisure/contracts/payments';
import type { Executor, Tx } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import { type CreditKind, type CreditsRepository, createCreditsRepository } from './credits.repository';
import { expiredCreditReason, orderReversedCreditReason } from './credits.tables';

export const notEnoughCreditMessage = 'You do not have enough credit for this payment.';

/** How many users' lapsed grants one pass of the expiry sweep takes up (the next pass takes the rest). */
const expiryBatch = 200;

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

/** Refused at checkout when the operator has switched credit off. */
export const creditsOff = () =>
  new HttpError(422, creditsDisabledMessage, { payments: [creditsDisabledMessage] });

/**
 * What a lapsed grant still held becomes an 'expired' entry allocated to it, dated when it lapsed, so
 * the sum stays the balance. The caller holds the user's balance lock: a spend cannot take it meanwhile.
 */
async function expireLapsedOf(ledger: CreditsRepository, userId: number, at: Date): Promise<number> {
  const lapsed = await ledger.lapsedGrants(at, { userId });
  for (const grant of lapsed) {
    const entryId = await ledger.insert({
      clientId: grant.clientId,
      userId,
      kind: grant.kind,
      amount: -grant.remaining,
      reason: expiredCreditReason,
      grantId: grant.id,
      createdAt: grant.expiresAt,
    });
    await ledger.allocate([{ entryId, grantId: grant.id, amount: grant.remaining }]);
  }
  return lapsed.length;
}

/**
 * Credit a customer holds: a cancellation's refund, a goodwill gesture. General credit pays for bookings;
 * membership credit only for membership payments. One rule (docs/decisions/031-credit-ledger.md):
 * balance = added − spent − expired ≥ 0, each spend and expiry allocated to the grants it took from,
 * soonest expiry first.
 */
export function createCreditsService({ now = () => new Date() }: { now?: () => Date } = {}) {
  async function balance(executor: Executor, clientId: number, userId: number, kind: CreditKind = 'general') {
    // Never below 0 by the allocations; the clamp only guards a ledger a person has edited by hand.
    return Math.max(0, await createCreditsRepository(executor).sum(clientId, userId, kind));
  }

  return {
    balance,

    /** Both balances, general and membership, in one read. */
    async balances(executor: Executor, clientId: number, userId: number) {
      const { general, membership } = await createCreditsRepository(executor).sums(clientId, userId);
      return { general: Math.max(0, general), membership: Math.max(0, membership) };
    },

    /** Whether the operator lets its customers use credit (clients.credits_enabled). */
    async enabled(executor: Executor, clientId: number): Promise<boolean> {
      return createCreditsRepository(executor).creditsEnabled(clientId);
    },

    /** What checkout may apply: the balance, or nothing when the operator has credit switched off. */
    async spendable(executor: Executor, clientId: number, userId: number, kind: CreditKind = 'general') {
      if (!(await createCreditsRepository(executor).creditsEnabled(clientId))) return 0;
      return balance(executor, clientId, userId, kind);
    },

    /**
     * Takes credit for an order, in the caller's transaction, from the grants that lapse soonest (those
     * without an end last); refuses rather than go below zero, and when credit is switched off.
     */
    async spend(
      tx: Tx,
      { clientId, userId, amount, orderId, reason, kind = 'general' }: Spend,
    ): Promise<void> {
      if (!Number.isInteger(amount) || amount <= 0)
        throw new TypeError(`Credit spent must be positive pence, got ${amount}`);
      const ledger = createCreditsRepository(tx);
      if (!(await ledger.creditsEnabled(clientId))) throw creditsOff();
      await ledger.lockBalance(userId);
      const at = now();
      // The sweep may not have come by yet: what has lapsed is expired first, so it is never spent.
      await expireLapsedOf(ledger, userId, at);
      const grants = await ledger.openGrants(clientId, userId, kind, at);
      if (grants.reduce((sum, g) => sum + g.remaining, 0) < amount) {
        throw new HttpError(422, notEnoughCreditMessage, { payments: [notEnoughCreditMessage] });
      }
      const entryId = await ledger.insert({ clientId, userId, kind, amount: -amount, orderId, reason });
      const allocations: { entryId: number; grantId: number; amount: number }[] = [];
      let left = amount;
      for (const grant of grants) {
        if (left === 0) break;
        const take = Math.min(left, grant.remaining);
        allocations.push({ entryId, grantId: grant.id, amount: take });
        left -= take;
      }
      await ledger.allocate(allocations);
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

    /**
     * Gives back what an undone order spent, in the caller's transaction: one entry per grant it drew on,
     * ending when that grant ends, so undoing an order neither extends credit's life nor shortens it (a
     * grant that lapsed meanwhile comes back lapsed, and the sweep expires it). Once per order.
     */
    async refundOrder(tx: Tx, { clientId, orderId }: { clientId: number; orderId: number }): Promise<number> {
      const ledger = createCreditsRepository(tx);
      const rows = await ledger.spendsOfOrder(clientId, orderId);
      if (rows.length === 0) return 0;
      await ledger.lockBalance(rows[0]!.userId);
      if (await ledger.reversalOf(clientId, orderId)) return 0;
      const spends = new Map<number, { userId: number; kind: string; amount: number; allocated: number }>();
      let returned = 0;
      for (const row of rows) {
        const spend = spends.get(row.entryId) ?? {
          userId: row.userId,
          kind: row.kind,
          amount: -row.amount,
          allocated: 0,
        };
        spends.set(row.entryId, spend);
        if (row.grantId === null || row.allocated === null) continue;
        spend.allocated += row.allocated;
        returned += row.allocated;
        await ledger.insert({
          clientId,
          userId: row.userId,
          kind: row.kind,
          amount: row.allocated,
          orderId,
          grantId: row.grantId,
          expiresAt: row.grantExpiresAt,
          reason: orderReversedCreditReason,
        });
      }
      // A spend from before allocations with a part no grant could account for: given back without an end.
      for (const spend of spends.values()) {
        const unallocated = spend.amount - spend.allocated;
        if (unallocated <= 0) continue;
        returned += unallocated;
        await ledger.insert({
          clientId,
          userId: spend.userId,
          kind: spend.kind,
          amount: unallocated,
          orderId,
          reason: orderReversedCreditReason,
        });
      }
      return returned;
    },

    /**
     * The expiry sweep: what every lapsed grant still held becomes an 'expired' entry. Safe to run
     * twice (a grant with nothing left is passed by) and beside spends (each user's under their lock).
     */
    async expireLapsed(tx: Executor, at: Date = now()): Promise<number> {
      const ledger = createCreditsRepository(tx);
      const lapsed = await ledger.lapsedGrants(at, { limit: expiryBatch });
      const userIds = [...new Set(lapsed.map((g) => g.userId))].sort((a, b) => a - b);
      let expired = 0;
      for (const userId of userIds) {
        await ledger.lockBalance(userId);
        expired += await expireLapsedOf(ledger, userId, at);
      }
      return expired;
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
export {
  cancellationCreditReason,
  courseCancellationCreditReason,
  expiredCreditReason,
  orderReversedCreditReason,
} from './credits.tables';
