import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { terms } from './terms.tables';

export type TermsRow = typeof terms.$inferSelect;
export type TermsUse = 'registration' | 'checkout' | 'membership' | 'health_commitment' | 'direct_debit';

export function createTermsRepository(db: Executor) {
  return {
    /** The operator's active terms for one use, in the order they are shown. */
    listActive(clientId: number, use: TermsUse): Promise<TermsRow[]> {
      return db
        .select()
        .from(terms)
        .where(
          and(eq(terms.clientId, clientId), eq(terms.active, true), arrayContains(terms.appliesTo, [use])),
        )
        .orderBy(asc(terms.position), asc(terms.id));
    },
    async insert(values: typeof terms.$inferInsert): Promise<number> {
      const [row] = await db.insert(terms).values(values).returning({ id: terms.id });
      return row!.id;
    },
  };
}
export type TermsRepository = ReturnType<typeof createTermsRepository>;
