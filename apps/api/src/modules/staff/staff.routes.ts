import { errorEnvelope } from '@leisure/contracts/envelope';
import {
  deskVenueRequest,
  enrolmentConfirmRequest,
  enrolmentConfirmResponse,
  enrolmentResponse,
  secondFactorRequest,
  staffAuditQuery,
  staffAuditResponse,
  staffLoginRequest,
  staffLoginResponse,
  staffMeResponse,
} from '@leisure/contracts/foh-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../platform/config';
import { clearSessionCookies, cookieSessionToken, setSessionCookies } from '../../platform/http/session';
import type { StaffAuditList } from './staff-audit-list';
import type { StaffGuard } from './staff-guard';
import type { StaffSignIn } from './staff-sign-in';

type Options = {
  signIn: StaffSignIn;
  guard: StaffGuard;
  audit: StaffAuditList;
  config: Config;
};

const refusals = { 401: errorEnvelope, 403: errorEnvelope, 409: errorEnvelope, 419: errorEnvelope };

/** Staff sign-in at /foh/login with a second factor, who they are, their desk, and the audit (decision 052). */
export const staffRoutes: FastifyPluginAsyncZod<Options> = async (app, { signIn, guard, audit, config }) => {
  app.post(
    '/api/foh/auth/login',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff sign-in, first step: the password; the session can then do only its second factor',
        body: staffLoginRequest,
        response: { 200: staffLoginResponse, ...refusals, 422: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const started = await signIn.login(
        request.clientId,
        username,
        password,
        request.ip,
        cookieSessionToken(request),
      );
      setSessionCookies(reply, config, started.token, started.csrfToken, 'staff');
      return { data: { secondFactor: started.secondFactor } };
    },
  );

  app.post(
    '/api/foh/auth/second-factor/enrolment',
    {
      schema: {
        tags: ['staff'],
        summary: 'A new authenticator secret (link, QR code, text) for a staff member without one',
        response: { 200: enrolmentResponse, ...refusals },
      },
    },
    async (request) => ({ data: await signIn.enrol(request.session) }),
  );

  app.post(
    '/api/foh/auth/second-factor/enrolment/confirm',
    {
      schema: {
        tags: ['staff'],
        summary: 'Its first code confirms the authenticator and passes the session; recovery codes, once',
        body: enrolmentConfirmRequest,
        response: { 200: enrolmentConfirmResponse, ...refusals, 422: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => ({
      data: { recoveryCodes: await signIn.confirmEnrolment(request.session, request.body.code) },
    }),
  );

  app.post(
    '/api/foh/auth/second-factor',
    {
      schema: {
        tags: ['staff'],
        summary: 'A code from the authenticator, or a recovery code, passes the session (each once)',
        body: secondFactorRequest,
        response: { 200: staffMeResponse, ...refusals, 422: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => ({ data: await signIn.verify(request.session, request.body) }),
  );

  app.post(
    '/api/foh/auth/logout',
    {
      schema: {
        tags: ['staff'],
        summary: 'End the staff session',
        response: { 204: z.null(), 419: errorEnvelope },
      },
    },
    async (request, reply) => {
      await signIn.logout(request.session);
      clearSessionCookies(reply, config);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/foh/me',
    {
      schema: {
        tags: ['staff'],
        summary: 'The signed-in staff member: role, venues, desk venue, idle time-out',
        response: { 200: staffMeResponse, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => ({ data: await signIn.me(await guard.require(request)) }),
  );

  app.put(
    '/api/foh/me/desk-venue',
    {
      schema: {
        tags: ['staff'],
        summary: 'The venue this desk works at: one of theirs',
        body: deskVenueRequest,
        response: { 200: staffMeResponse, ...refusals, 422: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await guard.require(request, { venueId: request.body.venueId });
      return { data: await signIn.setDeskVenue(staff, request.body.venueId) };
    },
  );

  app.get(
    '/api/foh/audit',
    {
      schema: {
        tags: ['staff'],
        summary: 'What staff did, newest first: a venue manager’s venues, an operator admin’s all',
        querystring: staffAuditQuery,
        response: { 200: staffAuditResponse, 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await guard.require(request, {
        roles: ['venue_manager', 'operator_admin'],
        venueId: request.query.venueId,
      });
      return audit(staff, request.query);
    },
  );
};
