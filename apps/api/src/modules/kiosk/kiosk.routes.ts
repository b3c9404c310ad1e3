import { errorEnvelope } from '@leisure/contracts/envelope';
import {
  enrolKioskRequest,
  helpCallParams,
  helpCallResponse,
  helpCallsQuery,
  helpCallsResponse,
  kioskDeviceParams,
  kioskDeviceResponse,
  kioskDevicesQuery,
  kioskDevicesResponse,
  thisKioskResponse,
} from '@leisure/contracts/foh-kiosk';
import { kioskMessages } from '@leisure/contracts/foh-kiosk-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../platform/config';
import { forbidden } from '../../platform/http/errors';
import type { StaffGuard } from '../staff/staff-guard';
import { setKioskDeviceCookie } from './kiosk-device-request';
import type { Kiosks } from './kiosks';

type Options = { kiosks: Kiosks; staffGuard: StaffGuard; config: Config };
const managers: ('venue_manager' | 'operator_admin')[] = ['venue_manager', 'operator_admin'];
const refusals = {
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  419: errorEnvelope,
  422: errorEnvelope,
};

/** Kiosk enrolment and help calls: managers enrol and revoke; a device asks who it is and calls for help. */
export const kioskRoutes: FastifyPluginAsyncZod<Options> = async (app, { kiosks, staffGuard, config }) => {
  app.post(
    '/api/foh/kiosks',
    {
      schema: {
        tags: ['staff'],
        summary: 'Enrol this browser as a kiosk of a venue (its managers): sets the long-lived device cookie',
        body: enrolKioskRequest,
        response: { 201: kioskDeviceResponse, ...refusals },
      },
      preValidation: async (request) => {
        await staffGuard.require(request, { roles: managers });
      },
    },
    async (request, reply) => {
      const staff = await staffGuard.require(request, { roles: managers, venueId: request.body.venueId });
      const { token, device } = await kiosks.enrol(staff, request.body.venueId, request.body.name);
      setKioskDeviceCookie(reply, config, token);
      return reply.status(201).send({ data: device });
    },
  );

  app.get(
    '/api/foh/kiosks',
    {
      schema: {
        tags: ['staff'],
        summary: 'The kiosks enrolled at a venue, revoked ones too (its managers)',
        querystring: kioskDevicesQuery,
        response: { 200: kioskDevicesResponse, ...refusals },
      },
    },
    async (request) => {
      const staff = await staffGuard.require(request, { roles: managers, venueId: request.query.venueId });
      return { data: await kiosks.list(staff, request.query.venueId) };
    },
  );

  app.delete(
    '/api/foh/kiosks/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Revoke a kiosk: it leaves kiosk mode at its next request (its venue’s managers)',
        params: kioskDeviceParams,
        response: { 200: kioskDeviceResponse, ...refusals },
      },
    },
    async (request) => ({
      data: await kiosks.revoke(staffGuard, request, request.clientId, request.params.id),
    }),
  );

  app.get(
    '/api/kiosk/device',
    {
      schema: {
        tags: ['kiosk'],
        summary: 'Whether this browser is an enrolled kiosk, and of which centre (null when not)',
        response: { 200: thisKioskResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Answered, not refused: every kiosk page asks, and a plain browser is no error.
      return { data: request.kiosk?.thisKiosk ?? null };
    },
  );

  app.post(
    '/api/kiosk/help-calls',
    {
      schema: {
        tags: ['kiosk'],
        summary: '‘Need help?’ on an enrolled kiosk: shown on its venue’s desk screens until answered',
        response: { 201: helpCallResponse, 403: errorEnvelope, 419: errorEnvelope },
      },
    },
    async (request, reply) => {
      if (!request.kiosk) throw forbiddenNotKiosk();
      return reply.status(201).send({ data: await kiosks.callForHelp(request.kiosk) });
    },
  );

  app.get(
    '/api/foh/help-calls',
    {
      schema: {
        tags: ['staff'],
        summary: 'The open help calls of a venue’s kiosks, oldest first (its staff)',
        querystring: helpCallsQuery,
        response: { 200: helpCallsResponse, ...refusals },
      },
    },
    async (request) => {
      const staff = await staffGuard.require(request, { venueId: request.query.venueId });
      return { data: await kiosks.openHelpCalls(staff, request.query.venueId) };
    },
  );

  app.post(
    '/api/foh/help-calls/:id/answer',
    {
      schema: {
        tags: ['staff'],
        summary: 'Answer a kiosk’s help call (its venue’s staff); 409 when another desk answered first',
        params: helpCallParams,
        response: { 200: helpCallResponse, 409: errorEnvelope, ...refusals },
      },
    },
    async (request) => ({
      data: await kiosks.answer(staffGuard, request, request.clientId, request.params.id),
    }),
  );
};

const forbiddenNotKiosk = () => forbidden(kioskMessages.notEnrolled);
