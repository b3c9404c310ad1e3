import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { passwordTokens } from './password-tokens.tables';

export type PasswordTokenRow = typeof passwordTokens.$inferSelect;
export type PasswordTokenPurpose = 'reset' | 'activate';

export function createPasswordTokensRepository(db: Executor) {
  return {
    async insert(values: typeof passwordTokens.$inferInsert): Promise<void> {
      await db.insert(passwordTokens).values(values);
    },
    async find(clientId: number, tokenHash: string): Promise<PasswordTokenRow | null> {
      const rows = await db
        .select()
        .from(passwordTokens)
        .where(and(eq(passwordTokens.clientId, clientId), eq(passwordTokens.tokenHash, tokenHash)))
        .limit(1);
      return rows[0] ?? null;
    },
    /**
     * Marks the token used only if nobody did first: of two resets racing with one link, one wins.
     * The user's other unused tokens go with it, so an older link cannot undo the new password.
     */
    async use(clientId: number, token: PasswordTokenRow, at: Date): Promise<boolean> {
      const won = await db
        .update(passwordTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordTokens.clientId, clientId),
            eq(passwordTokens.tokenHash, token.tokenHash),
            isNull(passwordTokens.usedAt),
          ),
        )
        .returning({ tokenHash: passwordTokens.tokenHash });
      if (won.length === 0) return false;
      await db
        .update(passwordTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordTokens.clientId, clientId),
            eq(passwordTokens.userId, token.userId),
            isNull(passwordTokens.usedAt),
          ),
        );
      return true;
    },
    async deleteExpired(before: Date): Promise<number> {
      const rows = await db
        .delete(passwordTokens)
        .where(lte(passwordTokens.expiresAt, before))
        .returning({ tokenHash: passwordTokens.tokenHash });
      return rows.length;
    },
  };
}
export type PasswordTokensRepository = ReturnType<typeof createPasswordTokensRepository>;
