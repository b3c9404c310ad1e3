import { type DocumentExpiry, documentExpiry } from './document-expiry';
import type { EligibilityDocumentsRepository } from './eligibility-documents.repository';

type Deps = { documents: EligibilityDocumentsRepository; now?: () => Date };

export function createEligibilityService({ documents, now = () => new Date() }: Deps) {
  return {
    /** From the latest approved proof of eligibility; a pending or rejected one proves nothing yet. */
    async documentExpiry(clientId: number, userId: number): Promise<DocumentExpiry> {
      const latest = await documents.latestApproved(clientId, userId);
      return documentExpiry(latest?.expiresOn ?? null, now());
    },
  };
}
export type EligibilityService = ReturnType<typeof createEligibilityService>;
