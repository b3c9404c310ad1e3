import { errorEnvelope } from '@leisure/contracts/envelope';
import {
  savedCardRemovedMessage,
  savedCardResponse,
  savedCardsResponse,
  updateSavedCardRequest,
} from '@leisure/contracts/payments';
import { recordIdParam } from '@leisure/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/http/session';
import type { SavedCardsService } from './saved-cards.service';

const path = '/api/my-account/saved-cards';
const params = z.object({ id: recordIdParam });

export const savedCardsRoutes: FastifyPluginAsyncZod<{ savedCards: SavedCardsService }> = async (
  app,
  { savedCards },
) => {
  app.addHook('onRequest', async (request) => {
    requireSession(request);
  });

  app.get(
    path,
    {
      schema: {
        tags: ['my-account'],
        summary: 'My saved cards, newest first (an expired one for three months after its month)',
        response: { 200: savedCardsResponse, 401: errorEnvelope },
      },
    },
    async (request) => {
      const { clientId, userId } = requireSession(request);
      return { data: await savedCards.list(clientId, userId) };
    },
  );

  app.put(
    `${path}/:id/update`,
    {
      schema: {
        tags: ['my-account'],
        summary: 'The billing address kept with one of my saved cards',
        params,
        body: updateSavedCardRequest,
        response: { 200: savedCardResponse, 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => {
      const { clientId, userId } = requireSession(request);
      return { data: await savedCards.updateBilling(clientId, userId, request.params.id, request.body) };
    },
  );

  app.delete(
    `${path}/:id/remove`,
    {
      schema: {
        tags: ['my-account'],
        summary: 'Deletes one of my saved cards (detached at the gateway first)',
        params,
        response: { 200: z.object({ message: z.string() }), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const { clientId, userId } = requireSession(request);
      await savedCards.remove(clientId, userId, request.params.id);
      return { message: savedCardRemovedMessage };
    },
  );
};
