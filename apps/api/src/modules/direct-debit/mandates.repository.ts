import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { directDebitMandates } from './mandates.tables';

export type MandateRow = typeof directDebitMandates.$inferSelect;
export type NewMandateRow = typeof directDebitMandates.$inferInsert;

/** What counts as the person having an instruction: sent, or on its way, and not ended. */
export const liveStatuses = ['submitting', 'submitted', 'active'] as const;

export function createMandatesRepository(db: Executor) {
  return {
    async insert(values: NewMandateRow): Promise<number> {
      const [row] = await db
        .insert(directDebitMandates)
        .values(values)
        .returning({ id: directDebitMandates.id });
      return row!.id;
    },

    /** The person's newest live mandate (direct_debit_mandates_user_idx). */
    async liveOf(clientId: number, userId: number): Promise<MandateRow | null> {
      const [row] = await db
        .select()
        .from(directDebitMandates)
        .where(
          and(
            eq(directDebitMandates.clientId, clientId),
            eq(directDebitMandates.userId, userId),
            inArray(directDebitMandates.status, [...liveStatuses]),
          ),
        )
        .orderBy(directDebitMandates.id)
        .limit(1);
      return row ?? null;
    },

    async byId(clientId: number, id: number): Promise<MandateRow | null> {
      const [row] = await db
        .select()
        .from(directDebitMandates)
        .where(and(eq(directDebitMandates.clientId, clientId), eq(directDebitMandates.id, id)));
      return row ?? null;
    },

    async byIdOnly(id: number): Promise<MandateRow | null> {
      const [row] = await db.select().from(directDebitMandates).where(eq(directDebitMandates.id, id));
      return row ?? null;
    },

    /** Moves a mandate on only from the state the caller expects; false when it was elsewhere. */
    async move(
      id: number,
      from: MandateRow['status'][],
      to: Partial<Pick<MandateRow, 'status' | 'providerReference' | 'bankName' | 'submittedAt' | 'endedAt'>>,
    ): Promise<boolean> {
      const rows = await db
        .update(directDebitMandates)
        .set(to)
        .where(and(eq(directDebitMandates.id, id), inArray(directDebitMandates.status, from)))
        .returning({ id: directDebitMandates.id });
      return rows.length > 0;
    },

    /** As `move`, for the mandate the provider knows by `reference` (direct_debit_mandates_reference_idx). */
    async moveByReference(
      provider: string,
      reference: string,
      from: MandateRow['status'][],
      to: Partial<Pick<MandateRow, 'status' | 'endedAt'>>,
    ): Promise<boolean> {
      const rows = await db
        .update(directDebitMandates)
        .set(to)
        .where(
          and(
            eq(directDebitMandates.provider, provider),
            eq(directDebitMandates.providerReference, reference),
            inArray(directDebitMandates.status, from),
          ),
        )
        .returning({ id: directDebitMandates.id });
      return rows.length > 0;
    },

    async byReference(provider: string, reference: string): Promise<MandateRow | null> {
      const [row] = await db
        .select()
        .from(directDebitMandates)
        .where(
          and(
            eq(directDebitMandates.provider, provider),
            eq(directDebitMandates.providerReference, reference),
          ),
        );
      return row ?? null;
    },

    /** Mandates waiting for the provider to be told (sent, or cancelled), oldest first. */
    dueToSubmit(limit: number, status: 'submitting' | 'cancelling' = 'submitting'): Promise<MandateRow[]> {
      return db
        .select()
        .from(directDebitMandates)
        .where(eq(directDebitMandates.status, status))
        .orderBy(directDebitMandates.id)
        .limit(limit);
    },
  };
}
