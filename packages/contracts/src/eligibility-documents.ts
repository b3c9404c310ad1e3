import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { recordIdParam } from './record-id';

/** The multipart fields of an upload besides the file (spec part 2 §3 Document upload form). */
export const documentUploadFields = z.object({
  eligibilityDocumentTypeId: recordIdParam,
  membershipId: recordIdParam,
  eligibilityCriterionId: recordIdParam,
});
export type DocumentUploadFields = z.infer<typeof documentUploadFields>;

export const uploadedDocument = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
  membershipId: z.number().int(),
  type: z.object({ id: z.number().int(), name: z.string() }),
  uploadedAt: z.string(),
});
export const documentUploadResponse = dataEnvelope(uploadedDocument);

export const documentStatuses = ['pending', 'approved', 'rejected'] as const;

/** A document as staff review it (the spec shows no review: this product's own). */
export const reviewedDocument = z.object({
  id: z.number().int(),
  status: z.enum(documentStatuses),
  uploadedAt: z.string(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  expiresOn: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  type: z.object({ id: z.number().int().nullable(), name: z.string() }),
  customer: z.object({ id: z.number().int(), reference: z.string(), name: z.string() }),
  membership: z.object({ id: z.number().int(), reference: z.string(), name: z.string() }).nullable(),
});
export type ReviewedDocument = z.infer<typeof reviewedDocument>;
export const reviewQueueQuery = z.object({ status: z.enum(documentStatuses).default('pending') });
export const reviewQueueResponse = dataEnvelope(z.array(reviewedDocument));
export const reviewedDocumentResponse = dataEnvelope(reviewedDocument);
export const documentIdParams = z.object({ id: recordIdParam });
export const approveDocumentRequest = z.object({
  /** The document's last valid day. */
  expiresOn: z.iso.date('Give the last day the document is valid, as YYYY-MM-DD.'),
});
export const rejectDocumentRequest = z.object({
  reason: z.string().trim().min(1, 'Say why the document was rejected.').max(500),
});
