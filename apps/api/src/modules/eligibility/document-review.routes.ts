import {
  approveDocumentRequest,
  documentIdParams,
  rejectDocumentRequest,
  reviewedDocumentResponse,
  reviewQueueQuery,
  reviewQueueResponse,
} from '@leisure/contracts/eligibility-documents';
import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/http/session';
import type { StaffGuard } from '../staff/staff-guard';
import type { DocumentReview } from './document-review';

const refusals = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 419: errorEnvelope };
const base = '/api/staff/eligibility-documents';

/** Staff review of eligibility documents (the spec shows none); a customer's session gets 403. */
export const documentReviewRoutes: FastifyPluginAsyncZod<{
  review: DocumentReview;
  staffGuard: StaffGuard;
}> = async (app, { review, staffGuard }) => {
  // A customer is refused before anything is read or parsed.
  // A staff session past its second factor (decision 052).
  const staffOnly = async (request: Parameters<typeof requireSession>[0]) => {
    await staffGuard.require(request);
    await review.assertStaff(requireSession(request));
  };

  app.get(
    base,
    {
      schema: {
        tags: ['staff'],
        summary: 'Eligibility documents in a status (pending by default), oldest first: staff only',
        querystring: reviewQueueQuery,
        response: { 200: reviewQueueResponse, ...refusals, 422: errorEnvelope },
      },
      preValidation: staffOnly,
    },
    async (request) => ({ data: await review.queue(requireSession(request), request.query.status) }),
  );

  app.get(
    `${base}/:id/file`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'The uploaded file of an eligibility document, as it was judged (JPEG, PNG or PDF): staff only',
        params: documentIdParams,
        response: { 200: z.any().describe('the file'), ...refusals, 422: errorEnvelope },
      },
      preValidation: staffOnly,
    },
    async (request, reply) => {
      const file = await review.file(requireSession(request), request.params.id);
      // Never shown inline by the browser as our page: downloaded, its type as judged, not sniffed again.
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="document-${request.params.id}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );

  app.post(
    `${base}/:id/approve`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Approve a pending document, valid through `expires_on`; a membership suspended for want of proof is active again',
        params: documentIdParams,
        body: approveDocumentRequest,
        response: { 200: reviewedDocumentResponse, ...refusals, 409: errorEnvelope, 422: errorEnvelope },
      },
      preValidation: staffOnly,
    },
    async (request) => ({
      data: await review.approve(requireSession(request), request.params.id, request.body.expiresOn),
    }),
  );

  app.post(
    `${base}/:id/reject`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Reject a pending document with the reason the customer is shown',
        params: documentIdParams,
        body: rejectDocumentRequest,
        response: { 200: reviewedDocumentResponse, ...refusals, 409: errorEnvelope, 422: errorEnvelope },
      },
      preValidation: staffOnly,
    },
    async (request) => ({
      data: await review.reject(requireSession(request), request.params.id, request.body.reason),
    }),
  );
};
