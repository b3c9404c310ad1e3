import type { Executor } from '../../platform/db/client';
import { type DocumentExpiry, documentExpiry } from './document-expiry';
import { expiryOf } from './document-notice';
import { createEligibilityDocumentsRepository } from './eligibility-documents.repository';
import { byMembership, proofStates } from './eligibility-proof';

type Deps = { db: Executor; now?: () => Date };

/** A membership's document as the memberships list shows it (spec part 2 §3 Membership (list) document). */
export type ListedDocument = {
  status: string;
  rejectionReason: string | null;
  documentExpiry: { documentExpiringSoon: boolean; expired: boolean } | null;
  type: { name: string } | null;
};

/** The dashboard's facts about proof of eligibility (spec part 1 §3 User). */
export type ProofFacts = {
  documentExpiry: DocumentExpiry;
  membershipDocumentUploadRequired: boolean;
  daysAllowanceToUploadEligibilityDocument: number | null;
};

export function createEligibilityService({ db, now = () => new Date() }: Deps) {
  const repo = () => createEligibilityDocumentsRepository(db);
  const service = {
    /**
     * From the customer's own memberships that need proof (spec part 2 §4's rule, per membership): proof is
     * required while one has no document or a rejected one, with the fewest days left of the allowance; the
     * expiry is the soonest of their memberships' approved documents. A customer whose documents predate
     * memberships (no membership_id) is read from their latest approved one, as before.
     */
    async proofFacts(clientId: number, userId: number): Promise<ProofFacts> {
      const at = now();
      const documents = repo();
      const states = await proofStates(documents, await documents.proofMembershipsOf(clientId, [userId]), at);
      const missing = states.filter((s) => s.notice === 'required' || s.notice === 'rejected');
      const days = missing.map((s) => s.allowanceDaysLeft).filter((d): d is number => d !== null);
      const approved = states
        .filter((s) => s.notice !== null && s.latest?.status === 'approved' && s.latest.expiresOn !== null)
        .map((s) => s.latest!.expiresOn!)
        .sort();
      const held = states
        .filter((s) => s.latest?.status === 'approved' && s.latest.expiresOn !== null)
        .map((s) => s.latest!.expiresOn!)
        .sort();
      const expiresOn =
        approved[0] ?? held[0] ?? (await documents.latestApproved(clientId, userId))?.expiresOn ?? null;
      return {
        documentExpiry: documentExpiry(expiresOn, at),
        membershipDocumentUploadRequired: missing.length > 0,
        daysAllowanceToUploadEligibilityDocument: days.length > 0 ? Math.min(...days) : null,
      };
    },

    /** The dashboard's expiry alone. */
    async documentExpiry(clientId: number, userId: number): Promise<DocumentExpiry> {
      return (await service.proofFacts(clientId, userId)).documentExpiry;
    },

    /**
     * For the memberships list: each membership's latest document, and the kinds of document each
     * criterion accepts (eligibility_document_types: the ids an upload names).
     */
    async listFacts(membershipIds: number[], criterionIds: number[]) {
      const documents = repo();
      const at = now();
      const [byId, types, needingProof] = await Promise.all([
        documents.documentsOf(membershipIds).then(byMembership),
        documents.documentTypesOf(criterionIds),
        documents.criteriaNeedingProof(criterionIds),
      ]);
      const latestOf = (membershipId: number): ListedDocument | null => {
        const latest = byId.get(membershipId)?.[0];
        if (!latest) return null;
        const expiry = expiryOf(latest, at);
        return {
          status: latest.status,
          rejectionReason: latest.rejectionReason,
          documentExpiry:
            latest.status === 'approved'
              ? { documentExpiringSoon: expiry.documentExpiringSoon, expired: expiry.expired }
              : null,
          type: { name: latest.typeName },
        };
      };
      const typesOf = (criterionId: number) =>
        types.filter((t) => t.criterionId === criterionId).map((t) => ({ id: t.id, name: t.name }));
      /** A criterion that asks for proof; an age band has nothing to upload. */
      const needsProof = (criterionId: number) => needingProof.has(criterionId);
      return { latestOf, typesOf, needsProof };
    },
  };
  return service;
}
export type EligibilityService = ReturnType<typeof createEligibilityService>;
