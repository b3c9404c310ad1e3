import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { savedCards } from './saved-cards.tables';

export type SavedCardRow = typeof savedCards.$inferSelect;

export function createSavedCardsRepository(db: Executor) {
  return {
    /** The customer's cards still in use (saved_cards_user_idx). */
    async listForUser(clientId: number, userId: number): Promise<SavedCardRow[]> {
      return db
        .select()
        .from(savedCards)
        .where(
          and(
            eq(savedCards.clientId, clientId),
            eq(savedCards.userId, userId),
            eq(savedCards.removed, false),
          ),
        )
        .orderBy(desc(savedCards.createdAt));
    },
    async find(clientId: number, userId: number, id: number): Promise<SavedCardRow | null> {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(
          and(
            eq(savedCards.clientId, clientId),
            eq(savedCards.userId, userId),
            eq(savedCards.id, id),
            eq(savedCards.removed, false),
          ),
        );
      return row ?? null;
    },
    async insert(values: typeof savedCards.$inferInsert) {
      await db.insert(savedCards).values(values);
    },
  };
}
