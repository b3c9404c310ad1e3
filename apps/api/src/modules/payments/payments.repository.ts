import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { payments } from './payments.tables';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = 'created' | 'requires_action' | 'authorized' | 'captured' | 'voided' | 'failed';

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
    async update(
      id: number,
      values: Partial<Pick<PaymentRow, 'status' | 'providerRef' | 'failureMessage' | 'orderId'>>,
      now: Date,
    ) {
      await db
        .update(payments)
        .set({ ...values, updatedAt: now })
        .where(eq(payments.id, id));
    },
    /** Authorised (or still open) payments nobody turned into an order (payments_recovery_idx). */
    async abandoned(before: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            isNull(payments.orderId),
            inArray(payments.status, ['created', 'requires_action', 'authorized']),
            lt(payments.updatedAt, before),
          ),
        )
        .orderBy(asc(payments.updatedAt))
        .limit(limit);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
