import { errorEnvelope } from '@leisure/contracts/envelope';
import {
  acceptOfferResponse,
  joinWaitlistBody,
  waitlistEntryMessageResponse,
  waitlistEntryParams,
  waitlistEntryResponse,
  waitlistResponse,
} from '@leisure/contracts/waitlists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/http/session';
import type { WaitlistsService } from './waitlists.service';

const failures = {
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  419: errorEnvelope,
  422: errorEnvelope,
};

export const waitlistsRoutes: FastifyPluginAsyncZod<{ waitlists: WaitlistsService }> = async (
  app,
  { waitlists },
) => {
  app.get(
    '/api/my-account/waitlist',
    {
      schema: {
        tags: ['my-account'],
        summary: 'My waitlist: entries still in a queue, mine and those I joined for family, soonest first',
        response: { 200: waitlistResponse, 401: errorEnvelope },
      },
    },
    async (request) => ({ data: await waitlists.list(requireSession(request)) }),
  );

  app.get(
    '/api/my-account/waitlist/:waitlistId',
    {
      schema: {
        tags: ['my-account'],
        summary: 'One waitlist entry, in any state (offered, accepted, expired…)',
        params: waitlistEntryParams,
        response: { 200: waitlistEntryResponse, ...failures },
      },
    },
    async (request) => ({ data: await waitlists.get(requireSession(request), request.params.waitlistId) }),
  );

  app.post(
    '/api/my-account/waitlist',
    {
      schema: {
        tags: ['my-account'],
        summary: 'Join a full session’s waitlist, for myself or a linked family member',
        body: joinWaitlistBody,
        response: { 201: waitlistEntryMessageResponse, 403: errorEnvelope, ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await waitlists.join(requireSession(request), request.body)),
  );

  app.delete(
    '/api/my-account/waitlist/:waitlistId',
    {
      schema: {
        tags: ['my-account'],
        summary: 'Leave a waitlist; a place offered to this entry passes to the next in the queue',
        params: waitlistEntryParams,
        response: { 200: waitlistEntryMessageResponse, ...failures },
      },
    },
    async (request) => waitlists.leave(requireSession(request), request.params.waitlistId),
  );

  app.post(
    '/api/my-account/waitlist/:waitlistId/accept',
    {
      schema: {
        tags: ['my-account'],
        summary: 'Accept an offered place: booked at once when free, otherwise put in the basket to pay',
        params: waitlistEntryParams,
        response: { 200: acceptOfferResponse, ...failures },
      },
    },
    async (request) => waitlists.accept(requireSession(request), request.params.waitlistId),
  );
};
