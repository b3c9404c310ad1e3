import { errorEnvelope } from '@leisure/contracts/envelope';
import {
  signWaiverRequest,
  waiverGroupResponse,
  waiverGroupsResponse,
  waiverParams,
} from '@leisure/contracts/waivers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/http/session';
import type { WaiversService } from './waivers.service';

const path = '/api/my-account/user/waivers';

export const waiversRoutes: FastifyPluginAsyncZod<{ waivers: WaiversService }> = async (app, { waivers }) => {
  // Signed in first: a visitor hears 401, not the body's validation messages.
  app.addHook('onRequest', async (request) => {
    requireSession(request);
  });

  app.get(
    path,
    {
      schema: {
        tags: ['my-account'],
        summary: 'The operator’s waivers, each at its latest version with the customer’s signature',
        response: { 200: waiverGroupsResponse, 401: errorEnvelope },
      },
    },
    async (request) => ({ data: await waivers.list(requireSession(request)) }),
  );

  app.get(
    `${path}/:slug`,
    {
      schema: {
        tags: ['my-account'],
        summary: 'One waiver group',
        params: waiverParams,
        response: { 200: waiverGroupResponse, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await waivers.get(requireSession(request), request.params.slug) }),
  );

  app.post(
    `${path}/:slug/sign`,
    {
      schema: {
        tags: ['my-account'],
        summary: 'Sign the latest version: the version read and an answer to each question',
        params: waiverParams,
        body: signWaiverRequest,
        response: {
          201: waiverGroupResponse,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          419: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const group = await waivers.sign(requireSession(request), request.params.slug, request.body);
      return reply.status(201).send({ data: group });
    },
  );
};
