import { errorEnvelope } from '@leisure/contracts/envelope';
import { penaltiesResponse } from '@leisure/contracts/penalties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/http/session';
import type { FeesService } from './fees.service';

export const feesRoutes: FastifyPluginAsyncZod<{ fees: FeesService }> = async (app, { fees }) => {
  app.get(
    '/api/my-account/user/penalties',
    {
      schema: {
        tags: ['my-account'],
        summary: 'The unpaid fees of the signed-in customer and their family, newest first',
        response: { 200: penaltiesResponse, 401: errorEnvelope },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return fees.unpaidPenalties(session.clientId, session.userId);
    },
  );
};
