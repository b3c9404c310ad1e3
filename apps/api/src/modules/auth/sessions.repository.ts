import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { sessions } from './sessions.tables';

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionsRepository(db: Executor) {
  return {
    async insert(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },
    async findLive(tokenHash: string, now: Date): Promise<SessionRow | null> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0] ?? null;
    },
    async delete(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    /** Every session of a user (a reset), or every other one (a password change keeps the current). */
    async deleteForUser(clientId: number, userId: number, exceptTokenHash?: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.clientId, clientId),
            eq(sessions.userId, userId),
            exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
          ),
        )
        .returning({ tokenHash: sessions.tokenHash });
      return rows.length;
    },
    async deleteExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, now))
        .returning({ tokenHash: sessions.tokenHash });
      return rows.length;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
