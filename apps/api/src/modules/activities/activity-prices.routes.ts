import { errorEnvelope } from '@leisure/contracts/envelope';
import {
  activityPriceParams,
  activityPriceRequest,
  activityPricesResponse,
} from '@leisure/contracts/foh-prices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffGuard } from '../staff/staff-guard';
import { type ActivityPricesService, priceSetters } from './activity-prices';

const refusals = {
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  419: errorEnvelope,
  422: errorEnvelope,
};

/** Changing a price at the desk: the staff guard answers before the request is read, as every desk call. */
export const activityPricesRoutes: FastifyPluginAsyncZod<{
  prices: ActivityPricesService;
  staffGuard: StaffGuard;
}> = async (app, { prices, staffGuard }) => {
  app.put(
    '/api/foh/activities/:activityId/prices/:kind',
    {
      schema: {
        tags: ['front-of-house'],
        summary:
          'Change an activity’s pay-as-you-go or member price, in minor units (its venue’s managers): the timetables and open-data feeds show it at once',
        params: activityPriceParams,
        body: activityPriceRequest,
        response: { 200: activityPricesResponse, ...refusals },
      },
      preValidation: async (request) => {
        await staffGuard.require(request, { roles: priceSetters });
      },
    },
    async (request) => ({
      data: await prices.change(staffGuard, request, request.clientId, {
        ...request.params,
        price: request.body.price,
      }),
    }),
  );
};
