import multipart, { type Multipart } from '@fastify/multipart';
import {
  eligibilityDocumentMaxBytes,
  eligibilityDocumentMessages as messages,
} from '@leisure/contracts/eligibility-document-rules';
import { documentUploadResponse } from '@leisure/contracts/eligibility-documents';
import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, unprocessable } from '../../platform/http/errors';
import { requireSession } from '../../platform/http/session';
import type { DocumentUpload, UploadParts } from './document-upload';

const fieldNames = ['eligibility_document_type_id', 'membership_id', 'eligibility_criterion_id'];

/**
 * Reads the form: its three fields and one file part, `document`, whole. The size limit stops the stream at
 * 20,000,000 bytes rather than after it; a second file is refused rather than ignored.
 */
async function readParts(parts: () => AsyncIterableIterator<Multipart>): Promise<UploadParts> {
  const fields: Record<string, string> = {};
  let document: Buffer | null = null;
  try {
    for await (const part of parts()) {
      if (part.type === 'field') {
        if (fieldNames.includes(part.fieldname) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'document' || document !== null) {
        part.file.resume();
        throw unprocessable({ document: [messages.oneDocument] });
      }
      document = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw unprocessable({ document: [messages.tooLarge] });
    if (code === 'FST_FILES_LIMIT') throw unprocessable({ document: [messages.oneDocument] });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw unprocessable({ document: [messages.documentRequired] });
    // A body cut short or malformed is the sender's mistake, not ours.
    throw unprocessable({ document: [messages.notAllowedType] });
  }
  return { fields, document };
}

/** Spec part 2 §7: POST my-account/eligibility/document (multipart), 201 with the pending document. */
export const documentUploadRoutes: FastifyPluginAsyncZod<{ uploads: DocumentUpload }> = async (
  app,
  { uploads },
) => {
  // Its own registration (not the profile photo's): 20,000,000 bytes, one file, three small fields.
  await app.register(multipart, {
    limits: { fileSize: eligibilityDocumentMaxBytes, files: 1, fields: 6, parts: 8, fieldSize: 64 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/api/my-account/eligibility/document',
    {
      schema: {
        tags: ['my-account'],
        summary:
          'Upload proof of eligibility for a membership of the customer or a linked user: multipart fields `eligibility_document_type_id`, `membership_id`, `eligibility_criterion_id` and the file `document` (JPEG, PNG or PDF by content, at most 20,000,000 bytes); kept as pending for staff to review',
        consumes: ['multipart/form-data'],
        response: {
          201: documentUploadResponse,
          401: errorEnvelope,
          403: errorEnvelope,
          419: errorEnvelope,
          422: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      await uploads.admit(session);
      const parts = await readParts(() => request.parts());
      return reply.status(201).send({ data: await uploads.upload(session, parts) });
    },
  );
};
