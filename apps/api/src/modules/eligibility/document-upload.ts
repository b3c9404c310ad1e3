import { randomUUID } from 'node:crypto';
import { eligibilityDocumentMessages as messages } from '@leisure/contracts/eligibility-document-rules';
import { documentUploadFields } from '@leisure/contracts/eligibility-documents';
import type { Db } from '../../platform/db/client';
import type { FileStorage } from '../../platform/file-storage';
import { unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/rate-limit';
import { sniffDocument } from './document-content';
import { createEligibilityDocumentsRepository } from './eligibility-documents.repository';

/** Uploads per customer: enough to retry a few bad photos, too few to fill the disk. */
export const documentUploadRule: RateRule = {
  name: 'eligibility-document',
  limit: 20,
  windowMs: 60 * 60_000,
};

export type DocumentUploadDeps = {
  db: Db;
  storage: FileStorage;
  limiter: Pick<RateLimiter, 'consume'>;
  /** The customer and the people they act for (linked users). */
  householdIds(clientId: number, userId: number): Promise<number[]>;
  now?: () => Date;
};

export type UploadParts = { fields: Record<string, string>; document: Buffer | null };

const ended = ['cancelled', 'expired'];

/** Spec part 2 §7 POST my-account/eligibility/document: proof for one of the household's memberships. */
export function createDocumentUpload(deps: DocumentUploadDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Counted before the body is read: a refused customer costs no 20 MB transfer. */
    async admit(session: SessionContext) {
      await deps.limiter.consume(documentUploadRule, `${session.clientId}:${session.userId}`);
    },

    async upload(session: SessionContext, parts: UploadParts) {
      const parsed = documentUploadFields.safeParse({
        eligibilityDocumentTypeId: parts.fields.eligibility_document_type_id,
        membershipId: parts.fields.membership_id,
        eligibilityCriterionId: parts.fields.eligibility_criterion_id,
      });
      const errors: Record<string, string[]> = {};
      if (!parsed.success) {
        const names: Record<string, string> = {
          eligibilityDocumentTypeId: 'eligibility_document_type_id',
          membershipId: 'membership_id',
          eligibilityCriterionId: 'eligibility_criterion_id',
        };
        for (const issue of parsed.error.issues) {
          const field = names[String(issue.path[0])] ?? 'body';
          errors[field] = [`The ${field.replaceAll('_', ' ')} field is required.`];
        }
      }
      if (parts.document === null) errors.document = [messages.documentRequired];
      if (!parsed.success || parts.document === null) throw unprocessable(errors);

      const fields = parsed.data;
      const repo = createEligibilityDocumentsRepository(deps.db);
      const [membership, household] = await Promise.all([
        repo.membershipForUpload(session.clientId, fields.membershipId),
        deps.householdIds(session.clientId, session.userId),
      ]);
      // Another customer's membership is as unknown as one that does not exist.
      if (!membership || !household.includes(membership.userId))
        throw unprocessable({ membership_id: [messages.membershipNotFound] });
      if (ended.includes(membership.status.toLowerCase()))
        throw unprocessable({ membership_id: [messages.membershipEnded] });
      if (membership.criterionId !== fields.eligibilityCriterionId || !membership.proofRequired)
        throw unprocessable({ eligibility_criterion_id: [messages.criterionMismatch] });
      const type = await repo.documentType(session.clientId, fields.eligibilityDocumentTypeId);
      if (!type || type.eligibilityCriterionId !== membership.criterionId)
        throw unprocessable({ eligibility_document_type_id: [messages.documentTypeMismatch] });
      const kind = sniffDocument(parts.document);
      if (!kind) throw unprocessable({ document: [messages.notAllowedType] });

      // Named by the app, never by the visitor (platform/file-storage.ts keys).
      const key = `eligibility-documents/${session.clientId}/${randomUUID()}.${kind.extension}`;
      await deps.storage.put(key, parts.document);
      const uploadedAt = now();
      try {
        const id = await repo.insert({
          clientId: session.clientId,
          userId: membership.userId,
          membershipId: membership.id,
          eligibilityCriterionId: membership.criterionId,
          eligibilityDocumentTypeId: type.id,
          documentType: type.name,
          status: 'pending',
          uploadedAt,
          file: key,
          contentType: kind.contentType,
          sizeBytes: parts.document.length,
        });
        return {
          id,
          status: 'pending' as const,
          membershipId: membership.id,
          type: { id: type.id, name: type.name },
          uploadedAt: uploadedAt.toISOString(),
        };
      } catch (error) {
        await deps.storage.delete(key);
        throw error;
      }
    },
  };
}
export type DocumentUpload = ReturnType<typeof createDocumentUpload>;
