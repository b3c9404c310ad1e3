import { errorEnvelope } from '@leisure/contracts/envelope';
import { redeemedGuestPassResponse, redeemGuestPassRequest } from '@leisure/contracts/guest-passes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/http/session';
import type { StaffGuard } from '../staff/staff-guard';
import type { GuestPassRedemption } from './guest-pass-redemption';

/** Any text: a code that is not one is a 404, as an unknown one is. */
const codeParams = z.object({ code: z.string().max(200) });

/** Front of house redeems a guest's pass; a customer's session gets 403. */
export const guestPassRedemptionRoutes: FastifyPluginAsyncZod<{
  redemption: GuestPassRedemption;
  staffGuard: StaffGuard;
}> = async (app, { redemption, staffGuard }) => {
  app.post(
    '/api/foh/guest-passes/:code/redeem',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Redeem a guest pass at the desk’s venue: once, at its venue only, within its dates (staff only)',
        params: codeParams,
        body: redeemGuestPassRequest,
        response: {
          200: redeemedGuestPassResponse,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          419: errorEnvelope,
          422: errorEnvelope,
        },
      },
      // A customer is refused before the body is read.
      preValidation: async (request) => {
        await staffGuard.require(request);
        await redemption.assertStaff(requireSession(request));
      },
    },
    async (request) => {
      // At a venue of theirs only (decision 052): an operator admin's is any.
      await staffGuard.require(request, { venueId: request.body.venueId });
      return {
        data: await redemption.redeem(requireSession(request), request.params.code, request.body.venueId),
      };
    },
  );
};
