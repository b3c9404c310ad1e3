import {
  changePasswordRequest,
  messageResponse,
  onboardingTypeQuery,
  tokenResponse,
  updateUserRequest,
} from '@leisure/contracts/account';
import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../platform/config';
import { requireSession, setSessionCookies } from '../../platform/http/session';
import { type MyAccountService, passwordChangedMessage } from './my-account.service';

type Options = { myAccount: MyAccountService; config: Config };

const refusals = { 401: errorEnvelope, 419: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };

export const myAccountRoutes: FastifyPluginAsyncZod<Options> = async (app, { myAccount, config }) => {
  // Signed in first: a visitor hears 401, not the body's validation messages.
  app.addHook('onRequest', async (request) => {
    requireSession(request);
  });

  app.put(
    '/api/my-account/user/update',
    {
      schema: {
        tags: ['my-account'],
        summary: 'Change the fields sent; answers a fresh token (the old one ends)',
        querystring: onboardingTypeQuery,
        body: updateUserRequest,
        response: { 200: tokenResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const issued = await myAccount.updateProfile(session, request.query.onboardingType, request.body);
      setSessionCookies(reply, config, issued.token, issued.csrfToken);
      return { token: issued.token, data: { id: session.userId } };
    },
  );

  app.put(
    '/api/my-account/user/password',
    {
      schema: {
        tags: ['my-account'],
        summary: 'Change the password; every other session ends',
        body: changePasswordRequest,
        response: { 200: messageResponse, ...refusals },
      },
    },
    async (request) => {
      await myAccount.changePassword(requireSession(request), request.body);
      return { message: passwordChangedMessage };
    },
  );
};
