import { errorEnvelope } from '@leisure/contracts/envelope';
import { termsQuery, termsResponse } from '@leisure/contracts/terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TermsService } from './terms.service';

export const termsRoutes: FastifyPluginAsyncZod<{ terms: TermsService }> = async (app, { terms }) => {
  app.get(
    '/api/terms',
    {
      schema: {
        tags: ['account'],
        summary:
          'Terms to accept: at registration, for a basket at checkout (cart_id), or when joining (context=joining, each with its type)',
        querystring: termsQuery,
        response: { 200: termsResponse, 422: errorEnvelope },
      },
    },
    async (request) => ({
      data: {
        data:
          request.query.context === 'joining'
            ? await terms.joining(request.clientId)
            : await terms.list(request.clientId, request.query.cartId),
      },
    }),
  );
};
