import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { creditEntries } from './credits.tables';

/** A namespace for the advisory locks of credit balances, so they never collide with other locks. */
const creditLockNamespace = 0x63726564; // 'cred'

export type CreditKind = 'general' | 'membership';

/** The credit ledger: sums and appends, never edits (credits.tables.ts). */
export function createCreditsRepository(db: Executor) {
  return {
    /** Sum of the user's entries of one kind that have not expired (credit_entries_user_idx). */
    async sum(clientId: number, userId: number, kind: CreditKind, now: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${creditEntries.amount}), 0)` })
        .from(creditEntries)
        .where(
          and(
            eq(creditEntries.userId, userId),
            eq(creditEntries.kind, kind),
            eq(creditEntries.clientId, clientId),
            or(isNull(creditEntries.expiresAt), gt(creditEntries.expiresAt, now)),
          ),
        );
      return Number(row?.total ?? 0);
    },
    /**
     * Serialises every change to one user's balance until the transaction ends: two checkouts spending
     * the same credit at once take turns, and the second sees the first's entry.
     */
    async lockBalance(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${creditLockNamespace}, ${userId})`);
    },
    async insert(values: typeof creditEntries.$inferInsert): Promise<number> {
      const [row] = await db.insert(creditEntries).values(values).returning({ id: creditEntries.id });
      return row!.id;
    },
  };
}
export type CreditsRepository = ReturnType<typeof createCreditsRepository>;
