import multipart, { type Multipart } from '@fastify/multipart';
import { errorEnvelope } from '@leisure/contracts/envelope';
import { freezeProofMaxBytes, freezeProofTooLargeMessage } from '@leisure/contracts/membership-freeze-rules';
import {
  freezeTypesResponse,
  membershipFreezeResponse,
  rejectFreezeRequest,
  staffFreezeParams,
  staffFreezesQuery,
  staffFreezesResponse,
} from '@leisure/contracts/membership-freezes';
import { membershipIdParams } from '@leisure/contracts/memberships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, unprocessable } from '../../platform/http/errors';
import { requireSession, type SessionContext } from '../../platform/http/session';
import type { StaffGuard } from '../staff/staff-guard';
import type { FreezeProof, FreezeRequestFields, MembershipFreezes } from './membership-freeze';

const refusals = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };
const fieldNames = { active_from: 'activeFrom', months: 'months', freeze_type_id: 'freezeTypeId' } as const;
const tooLarge = () => unprocessable({ file: [freezeProofTooLargeMessage] }, freezeProofTooLargeMessage);

/**
 * Reads the freeze request's parts: its three fields and at most one `file`, whole. The size limit stops
 * the stream at 20,000,000 bytes rather than after it; a second file is refused rather than ignored.
 */
async function readRequest(parts: AsyncIterableIterator<Multipart>) {
  const fields: FreezeRequestFields = {};
  let proof: FreezeProof | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || proof !== null) {
          part.file.resume();
          throw unprocessable({ file: ['Send one file, as `file`.'] });
        }
        const data = await part.toBuffer();
        // An empty file input sends a part with no bytes: no proof given.
        if (data.length > 0) proof = { data };
      } else if (Object.hasOwn(fieldNames, part.fieldname) && typeof part.value === 'string') {
        fields[fieldNames[part.fieldname as keyof typeof fieldNames]] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw unprocessable({ file: ['Send one file, as `file`.'] });
    // A body cut short or malformed is the sender's mistake, not ours.
    throw unprocessable({ file: ['The upload could not be read. Please try again.'] });
  }
  return { fields, proof };
}

/** A JSON body (no proof): what a script or a test sends. */
function readJson(body: unknown) {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  return {
    // The app's edge has camel-cased a JSON body already.
    fields: {
      activeFrom: text(b.activeFrom ?? b.active_from),
      months: text(b.months),
      freezeTypeId: text(b.freezeTypeId ?? b.freeze_type_id),
    },
    proof: null,
  };
}

/** Freezing a membership (spec part 2 §7), and the staff's review of the requests. */
export const membershipFreezeRoutes: FastifyPluginAsyncZod<{
  freezes: MembershipFreezes;
  staffGuard: StaffGuard;
}> = async (app, { freezes, staffGuard }) => {
  // The staff calls want a staff session past its second factor (decision 052), before anything is read.
  const staffOnly = async (request: { session: SessionContext | null }) => {
    await staffGuard.require(request);
  };

  // Registered here, as the profile photo's is there: each upload has its own limits.
  await app.register(multipart, {
    limits: { fileSize: freezeProofMaxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/api/my-account/user/memberships/:id/freezetypes',
    {
      schema: {
        tags: ['memberships'],
        summary:
          'Why a membership may be frozen: each reason with its time periods and any proof it needs, and the first and last day a freeze may start',
        params: membershipIdParams,
        response: { 200: freezeTypesResponse, ...refusals },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return { data: await freezes.types(session.clientId, session.userId, request.params.id) };
    },
  );

  app.post(
    '/api/my-account/user/memberships/:id/freeze',
    {
      schema: {
        tags: ['memberships'],
        summary:
          'Asks to freeze a membership: multipart `active_from`, `months`, `freeze_type_id` and, when the reason asks for proof, `file` (JPEG, PNG or PDF, at most 20,000,000 bytes). The request waits for approval',
        consumes: ['multipart/form-data', 'application/json'],
        params: membershipIdParams,
        response: { 201: membershipFreezeResponse, ...refusals, 419: errorEnvelope },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      // Whose membership it is, and whether it may freeze, are told before the upload is read.
      await freezes.assertFreezable(session.clientId, session.userId, request.params.id);
      const { fields, proof } = request.isMultipart()
        ? await readRequest(request.parts())
        : readJson(request.body);
      const data = await freezes.request(session.clientId, session.userId, request.params.id, fields, proof);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/api/staff/freezes',
    {
      schema: {
        tags: ['staff'],
        summary: 'Freeze requests for staff to review, oldest first (403 for a customer)',
        querystring: staffFreezesQuery,
        response: { 200: staffFreezesResponse, 401: errorEnvelope, 403: errorEnvelope },
      },
      preValidation: staffOnly,
    },
    async (request) => {
      const session = requireSession(request);
      return { data: await freezes.staffList(session.clientId, session.userId, request.query.status) };
    },
  );

  app.post(
    '/api/staff/freezes/:id/approve',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Approves a freeze request: the membership is frozen on its first day (at once when that day has come)',
        params: staffFreezeParams,
        response: { 200: membershipFreezeResponse, ...refusals, 409: errorEnvelope, 419: errorEnvelope },
      },
      preValidation: staffOnly,
    },
    async (request) => ({
      data: await freezes.staffApprove(await staffGuard.require(request), request.params.id),
    }),
  );

  app.post(
    '/api/staff/freezes/:id/reject',
    {
      schema: {
        tags: ['staff'],
        summary: 'Refuses a freeze request with a reason the member is told',
        params: staffFreezeParams,
        body: rejectFreezeRequest,
        response: { 200: membershipFreezeResponse, ...refusals, 409: errorEnvelope, 419: errorEnvelope },
      },
      // A visitor is told to sign in, and a customer that this is not theirs, whatever they sent.
      preValidation: staffOnly,
    },
    async (request) => ({
      data: await freezes.staffReject(
        await staffGuard.require(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );
};
