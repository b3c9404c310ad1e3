import { errorEnvelope } from '@leisure/contracts/envelope';
import { cancelInfoResponse, cancelResponse, payDebtsResponse } from '@leisure/contracts/membership-cancel';
import { membershipIdParams } from '@leisure/contracts/memberships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/http/session';
import type { MembershipCancellation } from './membership-cancellation';

const refusals = {
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};

/** Cancelling a membership (spec part 2 §7 the cancel calls; decision 045). Thin: the rules are in the service. */
export const membershipCancellationRoutes: FastifyPluginAsyncZod<{
  cancellation: MembershipCancellation;
}> = async (app, { cancellation }) => {
  // A visitor is told to sign in, whatever they sent.
  const signedIn = async (request: Parameters<typeof requireSession>[0]) => {
    requireSession(request);
  };

  app.get(
    '/api/memberships/:id/cancel',
    {
      schema: {
        tags: ['memberships'],
        summary:
          'Cancel info: the notice and the final dates cancelling today gives, the holder’s unpaid fees, and whether it may be cancelled online',
        params: membershipIdParams,
        response: { 200: cancelInfoResponse, ...refusals },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const session = requireSession(request);
      return { data: await cancellation.info(session.clientId, session.userId, request.params.id) };
    },
  );

  app.post(
    '/api/memberships/:id/cancel',
    {
      schema: {
        tags: ['memberships'],
        summary:
          'Cancels a membership: a monthly one after its notice, a single payment at once. 403 when refused online, 409 while debts are owed; sent again, the same answer',
        params: membershipIdParams,
        response: { 200: cancelResponse, ...refusals },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const session = requireSession(request);
      return {
        data: await cancellation.cancel(
          { clientId: session.clientId, userId: session.userId, session },
          request.params.id,
        ),
      };
    },
  );

  app.post(
    '/api/memberships/:id/cancel/pay-debts',
    {
      schema: {
        tags: ['memberships'],
        summary:
          'Pay debt and cancel membership: the holder’s unpaid fees into the basket; the order that pays them cancels the membership',
        params: membershipIdParams,
        response: { 200: payDebtsResponse, ...refusals },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const session = requireSession(request);
      return {
        data: await cancellation.payDebts(
          { clientId: session.clientId, userId: session.userId, session },
          request.params.id,
        ),
      };
    },
  );
};
