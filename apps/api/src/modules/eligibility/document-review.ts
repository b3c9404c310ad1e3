import type { ReviewedDocument } from '@leisure/contracts/eligibility-documents';
import type { Db, Executor } from '../../platform/db/client';
import type { FileStorage } from '../../platform/file-storage';
import { forbidden, HttpError, notFound, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { localDate } from '../../platform/local-time';
import { transition } from '../memberships/membership-transitions';
import { recordStaffAction } from '../staff/staff-audit';
import { createEligibilityDocumentsRepository } from './eligibility-documents.repository';

export const reviewMessages = {
  notFound: 'No such document.',
  reviewed: 'This document has already been reviewed.',
  expired: 'The document must be valid today or later.',
  noFile: 'The file of this document is missing.',
} as const;

/** Why a membership was suspended for want of proof: read back when proof is approved (reinstate). */
export const proofSuspensionReason = 'eligibility-proof';

export type DocumentReviewDeps = {
  db: Db;
  storage: FileStorage;
  isStaff(clientId: number, userId: number): Promise<boolean>;
  now?: () => Date;
};

type ReviewRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createEligibilityDocumentsRepository>['findForReview']>>
>;

const view = (row: ReviewRow): ReviewedDocument => ({
  id: row.document.id,
  status: row.document.status as ReviewedDocument['status'],
  uploadedAt: row.document.uploadedAt.toISOString(),
  contentType: row.document.contentType,
  sizeBytes: row.document.sizeBytes,
  expiresOn: row.document.expiresOn,
  rejectionReason: row.document.rejectionReason,
  type: { id: row.document.eligibilityDocumentTypeId, name: row.typeName ?? row.document.documentType },
  customer: { id: row.document.userId, reference: row.customerReference, name: row.customerName },
  membership:
    row.document.membershipId === null
      ? null
      : {
          id: row.document.membershipId,
          reference: row.membershipReference ?? '',
          name: row.membershipName ?? '',
        },
});

/** Staff review of proof of eligibility (the spec shows none): the queue, the file, approve and reject. */
export function createDocumentReview(deps: DocumentReviewDeps) {
  const now = deps.now ?? (() => new Date());
  async function assertStaff(session: SessionContext) {
    if (!(await deps.isStaff(session.clientId, session.userId))) throw forbidden();
  }
  async function reviewed(session: SessionContext, id: number) {
    const row = await createEligibilityDocumentsRepository(deps.db).findForReview(session.clientId, id);
    if (!row) throw notFound(reviewMessages.notFound);
    return view(row);
  }
  /**
   * Locks a pending document and decides it, with its audit row, in one transaction (decision 052). The
   * row's venue is the desk's, or the membership's home venue when the session has chosen no desk.
   */
  async function decide(
    session: SessionContext,
    id: number,
    decision: { action: 'document-approved' | 'document-rejected'; detail: Record<string, unknown> },
    apply: (tx: Executor, document: { id: number; membershipId: number | null }) => Promise<void>,
  ) {
    await assertStaff(session);
    await deps.db.transaction(async (tx) => {
      const repo = createEligibilityDocumentsRepository(tx);
      const document = await repo.lock(session.clientId, id);
      if (!document) throw notFound(reviewMessages.notFound);
      if (document.status !== 'pending') throw new HttpError(409, reviewMessages.reviewed);
      await apply(tx, document);
      const membership =
        document.membershipId === null
          ? null
          : await repo.membershipForUpload(session.clientId, document.membershipId);
      await recordStaffAction(tx, {
        clientId: session.clientId,
        staffUserId: session.userId,
        customerUserId: document.userId,
        venueId: session.deskVenueId ?? membership?.homeVenueId ?? null,
        action: decision.action,
        detail: { document_id: document.id, membership_id: document.membershipId, ...decision.detail },
      });
    });
    return reviewed(session, id);
  }

  return {
    assertStaff,
    async queue(session: SessionContext, status: string): Promise<ReviewedDocument[]> {
      await assertStaff(session);
      const rows = await createEligibilityDocumentsRepository(deps.db).queue(session.clientId, status);
      return rows.map(view);
    },

    async file(session: SessionContext, id: number): Promise<{ data: Buffer; contentType: string }> {
      await assertStaff(session);
      const row = await createEligibilityDocumentsRepository(deps.db).findForReview(session.clientId, id);
      if (!row) throw notFound(reviewMessages.notFound);
      const data = row.document.file ? await deps.storage.get(row.document.file) : null;
      if (!data) throw notFound(reviewMessages.noFile);
      return { data, contentType: row.document.contentType ?? 'application/octet-stream' };
    },

    /**
     * Approves proof valid through `expiresOn`. A membership suspended for want of proof is active again
     * (the lifecycle's 'reinstate'); one suspended for unpaid collections stays suspended.
     */
    async approve(session: SessionContext, id: number, expiresOn: string) {
      await assertStaff(session);
      if (expiresOn < localDate(now())) throw unprocessable({ expires_on: [reviewMessages.expired] });
      const decision = { action: 'document-approved', detail: { expires_on: expiresOn } } as const;
      return decide(session, id, decision, async (tx, document) => {
        const repo = createEligibilityDocumentsRepository(tx);
        await repo.review(document.id, {
          status: 'approved',
          expiresOn,
          rejectionReason: null,
          reviewedAt: now(),
          reviewedByUserId: session.userId,
        });
        if (document.membershipId === null) return;
        const membership = await repo.membershipForUpload(session.clientId, document.membershipId);
        if (membership?.status !== 'suspended') return;
        const suspension = await repo.lastSuspension(membership.id);
        if (suspension?.reason !== proofSuspensionReason) return;
        await transition(
          tx,
          { id: membership.id, clientId: session.clientId },
          'reinstate',
          { kind: 'staff', userId: session.userId },
          { reason: proofSuspensionReason, documentId: document.id },
        );
      });
    },

    reject(session: SessionContext, id: number, reason: string) {
      const decision = { action: 'document-rejected', detail: { reason } } as const;
      return decide(session, id, decision, async (tx, document) => {
        await createEligibilityDocumentsRepository(tx).review(document.id, {
          status: 'rejected',
          rejectionReason: reason,
          reviewedAt: now(),
          reviewedByUserId: session.userId,
        });
      });
    },
  };
}
export type DocumentReview = ReturnType<typeof createDocumentReview>;
