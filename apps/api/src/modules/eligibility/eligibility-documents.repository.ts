import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { eligibilityDocuments } from './eligibility-documents.tables';

export type EligibilityDocumentRow = typeof eligibilityDocuments.$inferSelect;

export function createEligibilityDocumentsRepository(db: Executor) {
  return {
    async latestApproved(clientId: number, userId: number): Promise<EligibilityDocumentRow | null> {
      const rows = await db
        .select()
        .from(eligibilityDocuments)
        .where(
          and(
            eq(eligibilityDocuments.clientId, clientId),
            eq(eligibilityDocuments.userId, userId),
            eq(eligibilityDocuments.status, 'approved'),
          ),
        )
        .orderBy(desc(eligibilityDocuments.uploadedAt), desc(eligibilityDocuments.id))
        .limit(1);
      return rows[0] ?? null;
    },
    async insert(values: typeof eligibilityDocuments.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(eligibilityDocuments)
        .values(values)
        .returning({ id: eligibilityDocuments.id });
      return row!.id;
    },
  };
}
export type EligibilityDocumentsRepository = ReturnType<typeof createEligibilityDocumentsRepository>;
