import { errorEnvelope } from '@leisure/contracts/envelope';
import { membershipTypesQuery, membershipTypesResponse } from '@leisure/contracts/membership-catalogue';
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
};
