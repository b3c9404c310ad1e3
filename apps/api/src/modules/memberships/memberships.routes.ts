import { errorEnvelope } from '@leisure/contracts/envelope';
import {
  membershipCostsQuery,
  membershipCostsResponse,
  membershipOptionParams,
  membershipTypesQuery,
  membershipTypesResponse,
  promotionParams,
  promotionResponse,
} from '@leisure/contracts/membership-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MembershipCatalogue } from './membership-catalogue.service';

export const membershipsRoutes: FastifyPluginAsyncZod<{ catalogue: MembershipCatalogue }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/api/memberships/types',
    {
      schema: {
        tags: ['online-joining'],
        summary:
          'The memberships a centre sells, with their payment options; for a signed-in customer, whether they may buy each and why not',
        querystring: membershipTypesQuery,
        response: { 200: membershipTypesResponse, 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => ({
      data: await catalogue.typesAt(request.clientId, request.query.venueId, request.session?.userId ?? null),
    }),
  );

  app.get(
    '/api/memberships/types/:typeId/payment-options/:paymentOptionId',
    {
      schema: {
        tags: ['online-joining'],
        summary:
          'What joining with a payment option costs for a start date, billing day and promotion: fees, pro-rata, month in hand, discount and the first collection',
        params: membershipOptionParams,
        querystring: membershipCostsQuery,
        response: { 200: membershipCostsResponse, 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => {
      const { typeId, paymentOptionId } = request.params;
      const choice = { ...request.query, userId: request.session?.userId ?? null };
      return { data: await catalogue.costs(request.clientId, typeId, paymentOptionId, choice) };
    },
  );

  app.get(
    '/api/v1/membership-promotions/validate/:code/:paymentOptionId',
    {
      schema: {
        tags: ['online-joining'],
        summary:
          'A promotion code for a payment option: its id when it may be used today, else 404 "Code not recognised"',
        params: promotionParams,
        response: { 200: promotionResponse, 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => ({
      data: await catalogue.validatePromotion(
        request.clientId,
        request.params.code,
        request.params.paymentOptionId,
      ),
    }),
  );
};
