import { errorEnvelope } from '@leisure/contracts/envelope';
import { accountViewResponse } from '@leisure/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/http/session';
import type { UserProfileService } from './user-profile.service';

export const userProfileRoutes: FastifyPluginAsyncZod<{ userProfile: UserProfileService }> = async (
  app,
  { userProfile },
) => {
  app.get(
    '/api/my-account/user',
    {
      schema: {
        tags: ['my-account'],
        summary: 'The account view: customer number, full name, whether fees are unpaid',
        response: { 200: accountViewResponse, 401: errorEnvelope },
      },
    },
    async (request) => ({ data: await userProfile.accountView(requireSession(request)) }),
  );
};
