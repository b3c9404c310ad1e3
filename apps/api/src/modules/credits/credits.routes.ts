import { errorEnvelope } from '@leisure/contracts/envelope';
import { creditsUserResponse, creditTransactionsResponse } from '@leisure/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/http/session';
import type { CreditLists } from './credit-lists';

export const creditsRoutes: FastifyPluginAsyncZod<{ creditLists: CreditLists }> = async (
  app,
  { creditLists },
) => {
  app.addHook('onRequest', async (request) => {
    requireSession(request);
  });

  app.get(
    '/api/credits/user',
    {
      schema: {
        tags: ['credits'],
        summary: 'Credit added to my account, newest first, with my booking and membership balances',
        response: { 200: creditsUserResponse, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => ({ data: await creditLists.added(requireSession(request)) }),
  );

  app.get(
    '/api/credits/user/credit-transactions',
    {
      schema: {
        tags: ['credits'],
        summary: 'Credit spent from my account, newest first, where and on what, with my balances',
        response: { 200: creditTransactionsResponse, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => ({ data: await creditLists.spent(requireSession(request)) }),
  );
};
