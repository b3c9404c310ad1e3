import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { handoffCodes } from './handoff-codes.tables';

export function createHandoffRepository(db: Executor) {
  return {
    async insert(values: typeof handoffCodes.$inferInsert): Promise<void> {
      await db.insert(handoffCodes).values(values);
    },
    /**
     * Spends a code in one conditional update: of two exchanges at once, PostgreSQL lets one through and
     * the other finds `used_at` set. Null when the code is unknown, spent, expired or for another audience.
     */
    async claim(clientId: number, codeHash: string, audience: string, at: Date) {
      const rows = await db
        .update(handoffCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(handoffCodes.clientId, clientId),
            eq(handoffCodes.codeHash, codeHash),
            eq(handoffCodes.audience, audience),
            isNull(handoffCodes.usedAt),
            gt(handoffCodes.expiresAt, at),
          ),
        )
        .returning({ customerUserId: handoffCodes.customerUserId, staffUserId: handoffCodes.staffUserId });
      return rows[0] ?? null;
    },
  };
}
