import { loginRequest, loginResponse } from '@leisure/contracts/auth';
import { errorEnvelope } from '@leisure/contracts/envelope';
import { fullUserResponse } from '@leisure/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../platform/config';
import {
  clearSessionCookies,
  cookieSessionToken,
  requireSession,
  setSessionCookies,
} from '../../platform/http/session';
import type { UserProfileService } from '../users/user-profile.service';
import type { AuthService } from './auth.service';

type Options = { auth: AuthService; userProfile: UserProfileService; config: Config };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, userProfile, config }) => {
  app.post(
    '/api/auth/customer/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an email address or customer ID; the token is at the top level',
        body: loginRequest,
        response: { 200: loginResponse, 401: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const issued = await auth.login(
        request.clientId,
        username,
        password,
        request.ip,
        cookieSessionToken(request),
      );
      setSessionCookies(reply, config, issued.token, issued.csrfToken);
      return { token: issued.token, data: issued.user };
    },
  );

  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in customer: the User of spec part 1 §3, with the dashboard’s facts',
        response: { 200: fullUserResponse, 401: errorEnvelope },
      },
    },
    async (request) => ({ data: await userProfile.fullUser(requireSession(request)) }),
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the session', response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.session) await auth.logout(request.session);
      clearSessionCookies(reply, config);
      return reply.status(204).send(null);
    },
  );
};
