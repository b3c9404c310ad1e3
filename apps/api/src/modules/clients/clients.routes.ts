import { clientConfigResponse, clientResponse } from '@leisure/contracts/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClientsService } from './clients.service';

export const clientsRoutes: FastifyPluginAsyncZod<{ clients: ClientsService }> = async (app, { clients }) => {
  app.get(
    '/api/client',
    {
      schema: {
        tags: ['client'],
        summary: 'The operator this host belongs to',
        response: { 200: clientResponse },
      },
    },
    async (request) => {
      const client = await clients.getClient(request.clientId);
      return { data: { id: client.id, name: client.name } };
    },
  );

  app.get(
    '/api/client/config',
    {
      schema: {
        tags: ['client'],
        summary: 'Currency, feature flags and sub-site addresses of the operator',
        response: { 200: clientConfigResponse },
      },
    },
    async (request) => ({ data: await clients.getConfig(request.clientId) }),
  );
};
