import { errorEnvelope } from '@leisure/contracts/envelope';
import {
  guestPassAllowancesResponse,
  guestPassesQuery,
  guestPassesResponse,
  guestPassParams,
  guestPassResponse,
  guestPassUserParams,
  sendGuestPassRequest,
} from '@leisure/contracts/guest-passes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/http/session';
import type { GuestPassesService } from './guest-passes.service';

const idempotencyKey = z.string().trim().min(1).max(200).optional();
const refusals = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };

/** A member's guest passes (spec part 1 §7 `v1/users/{id}/guestPasses`; decision 051). */
export const guestPassesRoutes: FastifyPluginAsyncZod<{ guestPasses: GuestPassesService }> = async (
  app,
  { guestPasses },
) => {
  // A visitor is told to sign in, whatever they sent.
  const signedIn = async (request: Parameters<typeof requireSession>[0]) => {
    requireSession(request);
  };

  app.get(
    '/api/v1/users/:id/guestPasses',
    {
      schema: {
        tags: ['guest-passes'],
        summary: "A customer's (or their family member's) guest passes, newest first, a page at a time",
        params: guestPassUserParams,
        querystring: guestPassesQuery,
        response: { 200: guestPassesResponse, ...refusals },
      },
      preValidation: signedIn,
    },
    async (request) =>
      guestPasses.list(requireSession(request), request.params.id, request.query.page, request.query.perPage),
  );

  app.get(
    '/api/v1/users/:id/guestPasses/allowances',
    {
      schema: {
        tags: ['guest-passes'],
        summary:
          'The guest passes a customer may still send: from membership benefits and packages, soonest expiry first',
        params: guestPassUserParams,
        response: { 200: guestPassAllowancesResponse, ...refusals },
      },
      preValidation: signedIn,
    },
    async (request) => ({ data: await guestPasses.allowances(requireSession(request), request.params.id) }),
  );

  app.get(
    '/api/v1/users/:id/guestPasses/:passId',
    {
      schema: {
        tags: ['guest-passes'],
        summary: 'One guest pass of the customer (or of their family member)',
        params: guestPassParams,
        response: { 200: guestPassResponse, ...refusals },
      },
      preValidation: signedIn,
    },
    async (request) => ({
      data: await guestPasses.get(requireSession(request), request.params.id, request.params.passId),
    }),
  );

  app.post(
    '/api/v1/users/:id/guestPasses',
    {
      schema: {
        tags: ['guest-passes'],
        summary:
          'Sends a guest a pass by email, spending one use of the soonest-ending allowance valid at the venue',
        params: guestPassUserParams,
        headers: z.object({ 'idempotency-key': idempotencyKey }),
        body: sendGuestPassRequest,
        response: { 200: guestPassResponse, 201: guestPassResponse, ...refusals, 429: errorEnvelope },
      },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const { pass, created } = await guestPasses.send(
        requireSession(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
        `${request.protocol}://${request.host}`,
      );
      return reply.status(created ? 201 : 200).send({ data: pass });
    },
  );
};
