import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type PaymentStatus, statesBefore, unsettledStatuses } from './payment-states';
import { payments } from './payments.tables';

export type PaymentRow = typeof payments.$inferSelect;
export type { PaymentStatus } from './payment-states';
export type { PaymentQuote } from './payments.tables';

type Changes = Partial<
  Pick<PaymentRow, 'providerRef' | 'failureMessage' | 'orderId' | 'recoverAfter' | 'recoveryAttempts'>
>;

export function createPaymentsRepository(db: Executor) {
  return {
    /** Inserts the payment for a key, or finds the one a first attempt made (payments_idempotency_key). */
    async insertOrFind(values: typeof payments.$inferInsert): Promise<{ row: PaymentRow; created: boolean }> {
      const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      if (row) return { row, created: true };
      const [existing] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.clientId, values.clientId),
            eq(payments.userId, values.userId),
            eq(payments.idempotencyKey, values.idempotencyKey),
          ),
        );
      return { row: existing!, created: false };
    },
    async find(clientId: number, id: number): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.clientId, clientId), eq(payments.id, id)));
      return row ?? null;
    },
    /** Locks the payment while an order is made from it, so two completions cannot both use it. */
    async lock(clientId: number, id: number): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.clientId, clientId), eq(payments.id, id)))
        .for('update');
      return row ?? null;
    },
    /** Fields that are not its state: the gateway's reference, its last refusal. */
    async update(id: number, values: Changes, now: Date) {
      await db
        .update(payments)
        .set({ ...values, updatedAt: now })
        .where(eq(payments.id, id));
    },
    /**
     * Moves the payment to `to` only from a state the state machine allows, as one compare-and-set
     * statement: of two racing steps (the pay call and the sweep, say) exactly one moves it. Null when
     * the payment was not in such a state.
     */
    async move(id: number, to: PaymentStatus, now: Date, values: Changes = {}): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({ ...values, status: to, updatedAt: now })
        .where(and(eq(payments.id, id), inArray(payments.status, statesBefore(to))))
        .returning();
      return row ?? null;
    },
    /**
     * Takes up to `limit` payments with a step still to take whose time has come, and leases them until
     * `leaseUntil`: another instance's sweep skips them (SKIP LOCKED) and, the statement done, finds
     * them not due. A payment the sweep cannot finish stays leased until its next try (payments_unsettled_idx).
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<PaymentRow[]> {
      const due = db
        .select({ id: payments.id })
        .from(payments)
        .where(and(inArray(payments.status, [...unsettledStatuses]), lte(payments.recoverAfter, now)))
        .orderBy(asc(payments.recoverAfter), asc(payments.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(payments)
        .set({ recoverAfter: leaseUntil, recoveryAttempts: sql`${payments.recoveryAttempts} + 1` })
        .where(inArray(payments.id, due))
        .returning();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
