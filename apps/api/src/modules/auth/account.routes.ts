import {
  activateRequest,
  forgottenPasswordRequest,
  messageResponse,
  onboardingTypeQuery,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
  resetPasswordResponse,
  resetTokenRequest,
} from '@leisure/contracts/account';
import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../platform/config';
import { cookieSessionToken, setSessionCookies } from '../../platform/http/session';
import {
  emailSentMessage,
  type PasswordResetService,
  passwordUpdatedMessage,
  validTokenMessage,
} from './password-reset.service';
import type { RegistrationService } from './registration.service';

type Options = { registration: RegistrationService; passwordReset: PasswordResetService; config: Config };

const refusals = { 403: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };

/** Signing up, and the emailed one-time links: reset a forgotten password, activate an account. */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { registration, passwordReset, config },
) => {
  app.post(
    '/api/auth/customer/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account from the operator’s form; signs the customer in',
        querystring: onboardingTypeQuery,
        body: registerRequest,
        response: { 201: registerResponse, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { user, session } = await registration.register(
        request.clientId,
        request.query.onboardingType,
        request.body,
        cookieSessionToken(request),
      );
      setSessionCookies(reply, config, session.token, session.csrfToken);
      return reply.status(201).send({ token: session.token, data: user });
    },
  );

  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

  app.post(
    '/api/auth/customer/forgotten-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a reset link; the same answer whether an account matches or not',
        body: forgottenPasswordRequest,
        response: { 200: messageResponse, ...refusals },
      },
    },
    async (request) => {
      await passwordReset.forgottenPassword(request.clientId, {
        emailOrReference: request.body.emailOrReference,
        ip: request.ip,
        origin: origin(request),
      });
      return { message: emailSentMessage };
    },
  );

  app.post(
    '/api/auth/customer/activate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a link to set the first password of an account created at a venue or imported',
        body: activateRequest,
        response: { 200: messageResponse, ...refusals },
      },
    },
    async (request) => {
      await passwordReset.activate(request.clientId, {
        emailOrReference: request.body.emailOrReference,
        ip: request.ip,
        origin: origin(request),
      });
      return { message: emailSentMessage };
    },
  );

  app.post(
    '/api/auth/password-reset/validate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a reset or activation link can still be used (403 when not)',
        body: resetTokenRequest,
        response: { 200: messageResponse, ...refusals },
      },
    },
    async (request) => {
      await passwordReset.validate(request.clientId, request.body.token, request.ip);
      return { message: validTokenMessage };
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a one-time link; ends every session (activation signs in)',
        body: resetPasswordRequest,
        response: { 200: resetPasswordResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { session } = await passwordReset.reset(
        request.clientId,
        request.body,
        request.ip,
        cookieSessionToken(request),
      );
      if (!session) return { message: passwordUpdatedMessage };
      setSessionCookies(reply, config, session.token, session.csrfToken);
      return { message: passwordUpdatedMessage, token: session.token };
    },
  );
};
