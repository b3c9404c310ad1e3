import { randomUUID } from 'node:crypto';
import { errorEnvelope } from '@leisure/contracts/envelope';
import {
  accountMembershipsResponse,
  changeCostsParams,
  changeCostsQuery,
  changeCostsResponse,
  changeOptionsResponse,
  changeRequest,
  changeResponse,
  membershipIdParams,
  renewalDetailsResponse,
  renewResponse,
} from '@leisure/contracts/memberships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/http/session';
import type { MembershipChange } from './membership-change';
import type { MembershipList } from './membership-list';
import type { MembershipRenewal } from './membership-renewal';

const idempotencyKey = z.string().trim().min(1).max(200).optional();
const refusals = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };

/** A member's memberships: the list, and changing or renewing one (spec part 2 §2, §7). */
export const membershipAccountRoutes: FastifyPluginAsyncZod<{
  list: MembershipList;
  change: MembershipChange;
  renewal: MembershipRenewal;
}> = async (app, { list, change, renewal }) => {
  // A visitor is told to sign in, whatever they sent.
  const signedIn = async (request: Parameters<typeof requireSession>[0]) => {
    requireSession(request);
  };

  app.get(
    '/api/my-account/user/memberships',
    {
      schema: {
        tags: ['memberships'],
        summary:
          'The memberships of the signed-in customer and the people they act for, with what each may do now and why not',
        response: { 200: accountMembershipsResponse, 401: errorEnvelope },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return { data: await list.list(session.clientId, session.userId) };
    },
  );

  app.get(
    '/api/memberships/:id/change',
    {
      schema: {
        tags: ['memberships'],
        summary:
          'What a membership may change to: the other memberships at its home venue, paid the same way (403 when it may not change)',
        params: membershipIdParams,
        response: { 200: changeOptionsResponse, ...refusals },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const session = requireSession(request);
      return { data: await change.options(session.clientId, session.userId, request.params.id) };
    },
  );

  app.get(
    '/api/memberships/:id/change/:paymentOptionId',
    {
      schema: {
        tags: ['memberships'],
        summary:
          'What changing to a payment option costs from a start date: due now (month in hand and fees), the new price and the start date bounds',
        params: changeCostsParams,
        querystring: changeCostsQuery,
        response: { 200: changeCostsResponse, ...refusals },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const session = requireSession(request);
      const { id, paymentOptionId } = request.params;
      return {
        data: await change.costs(
          session.clientId,
          session.userId,
          id,
          paymentOptionId,
          request.query.startsAt,
        ),
      };
    },
  );

  app.post(
    '/api/memberships/:id/change',
    {
      schema: {
        tags: ['memberships'],
        summary:
          'Changes a membership: the change in the basket at what is due now, or applied at once with an order of nothing',
        params: membershipIdParams,
        headers: z.object({ 'idempotency-key': idempotencyKey }),
        body: changeRequest,
        response: { 201: changeResponse, ...refusals, 409: errorEnvelope },
      },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const session = requireSession(request);
      const key = request.headers['idempotency-key'] ?? randomUUID();
      const data = await change.submit(
        { clientId: session.clientId, userId: session.userId, session },
        request.params.id,
        request.body,
        key,
      );
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/api/memberships/:id/renew',
    {
      schema: {
        tags: ['memberships'],
        summary: 'What renewing a single-payment membership buys: the next term, its dates and its price',
        params: membershipIdParams,
        response: { 200: renewalDetailsResponse, ...refusals },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const session = requireSession(request);
      return { data: await renewal.details(session.clientId, session.userId, request.params.id) };
    },
  );

  app.post(
    '/api/memberships/:id/renew',
    {
      schema: {
        tags: ['memberships'],
        summary: 'Adds the renewal to the basket; sent again, it is the same one line',
        params: membershipIdParams,
        response: { 200: renewResponse, ...refusals },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const session = requireSession(request);
      return {
        data: await renewal.submit(
          { clientId: session.clientId, userId: session.userId, session },
          request.params.id,
        ),
      };
    },
  );
};
