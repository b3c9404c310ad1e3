import {
  idParams,
  linkedUserRequest,
  linkedUserResponse,
  linkedUsersResponse,
} from '@leisure/contracts/account';
import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/http/session';
import type { LinkedUsersService } from './linked-users.service';

const path = '/api/my-account/user/linked-users';
const refusals = { 401: errorEnvelope, 419: errorEnvelope, 422: errorEnvelope };

export const linkedUsersRoutes: FastifyPluginAsyncZod<{ linkedUsers: LinkedUsersService }> = async (
  app,
  { linkedUsers },
) => {
  // Signed in first: a visitor hears 401, not the body's validation messages.
  app.addHook('onRequest', async (request) => {
    requireSession(request);
  });

  app.get(
    path,
    {
      schema: {
        tags: ['my-account'],
        summary: 'The family members linked to the signed-in customer',
        response: { 200: linkedUsersResponse, 401: errorEnvelope },
      },
    },
    async (request) => ({ data: await linkedUsers.list(requireSession(request)) }),
  );

  app.post(
    path,
    {
      schema: {
        tags: ['my-account'],
        summary: 'Link a family member (no login of their own); they get a customer reference',
        body: linkedUserRequest,
        response: { 201: linkedUserResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const added = await linkedUsers.add(requireSession(request), request.body);
      return reply.status(201).send({ data: added });
    },
  );

  app.put(
    `${path}/:id`,
    {
      schema: {
        tags: ['my-account'],
        summary: 'Change a linked family member',
        params: idParams,
        body: linkedUserRequest,
        response: { 200: linkedUserResponse, ...refusals, 404: errorEnvelope },
      },
    },
    async (request) => ({
      data: await linkedUsers.change(requireSession(request), request.params.id, request.body),
    }),
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        tags: ['my-account'],
        summary:
          'Remove a family member: deleted, or unlinked when their past names them; 409 while anything is still to come',
        params: idParams,
        response: { 204: z.null(), ...refusals, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request, reply) => {
      await linkedUsers.remove(requireSession(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
