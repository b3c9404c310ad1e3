import { sessionRequest } from '@leisure/contracts/auth';
import { errorEnvelope } from '@leisure/contracts/envelope';
import {
  handoffExchangeRequest,
  handoffExchangeResponse,
  handoffRequest,
  handoffResponse,
} from '@leisure/contracts/foh-kiosk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../../platform/config';
import { cookieSessionToken, setSessionCookies } from '../../platform/http/session';
import type { StaffGuard } from '../staff/staff-guard';
import type { HandoffService } from './handoff';

type Options = { handoff: HandoffService; staffGuard: StaffGuard; config: Config };

/** Staff mint a hand-off code; the embedded page exchanges it once for the customer's session. */
export const handoffRoutes: FastifyPluginAsyncZod<Options> = async (app, { handoff, staffGuard, config }) => {
  app.post(
    '/api/foh/handoff',
    {
      schema: {
        tags: ['staff'],
        summary: 'Mint a single-use hand-off code (60 s) that opens a customer’s embedded pages',
        body: handoffRequest,
        response: {
          200: handoffResponse,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          419: errorEnvelope,
          422: errorEnvelope,
        },
      },
      // A customer is refused before the body is read.
      preValidation: async (request) => {
        await staffGuard.require(request);
      },
    },
    async (request) => ({
      data: await handoff.mint(await staffGuard.require(request), request.body.customerId),
    }),
  );

  const exchange = async (
    request: FastifyRequest,
    reply: FastifyReply,
    code: string,
  ): Promise<z.infer<typeof handoffExchangeResponse>> => {
    const started = await handoff.exchange(request.clientId, code, cookieSessionToken(request));
    setSessionCookies(reply, config, started.token, started.csrfToken);
    reply.header('cache-control', 'no-store');
    return { token: started.token, data: started.user };
  };
  const exchangeResponses = {
    200: handoffExchangeResponse,
    401: errorEnvelope,
    419: errorEnvelope,
    422: errorEnvelope,
  };

  app.post(
    '/api/auth/handoff',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a hand-off code from the address (?token=) once for an embedded session',
        body: handoffExchangeRequest,
        response: exchangeResponses,
      },
    },
    (request, reply) => exchange(request, reply, request.body.code),
  );

  // The spec's `?token=` exchange keeps its address, but takes only a hand-off code now: an ordinary
  // session token is refused there (decision 054).
  app.post(
    '/api/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The same exchange under its first name: `token` is a hand-off code',
        body: sessionRequest,
        response: exchangeResponses,
      },
    },
    (request, reply) => exchange(request, reply, request.body.token),
  );
};
