import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { savedCards } from './saved-cards.tables';

export type SavedCardRow = typeof savedCards.$inferSelect;
export type BillingDetails = Pick<
  SavedCardRow,
  'firstName' | 'lastName' | 'addressLine1' | 'addressLine2' | 'city' | 'postCode'
>;

const ownCard = (clientId: number, userId: number, id: number) =>
  and(
    eq(savedCards.clientId, clientId),
    eq(savedCards.userId, userId),
    eq(savedCards.id, id),
    eq(savedCards.removed, false),
  );

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
        .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
    },
    async find(clientId: number, userId: number, id: number): Promise<SavedCardRow | null> {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(ownCard(clientId, userId, id));
      return row ?? null;
    },
    async insert(values: typeof savedCards.$inferInsert) {
      await db.insert(savedCards).values(values);
    },
    /** The card's billing address; null when it is not the customer's (or is gone). */
    async updateBilling(
      clientId: number,
      userId: number,
      id: number,
      billing: BillingDetails,
    ): Promise<SavedCardRow | null> {
      const [row] = await db
        .update(savedCards)
        .set(billing)
        .where(ownCard(clientId, userId, id))
        .returning();
      return row ?? null;
    },
    /** Deletes the card; false when it was not the customer's or already gone (a second delete). */
    async delete(clientId: number, userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(savedCards)
        .where(ownCard(clientId, userId, id))
        .returning({ id: savedCards.id });
      return rows.length > 0;
    },
  };
}
