import { venueParams, venueResponse, venuesQuery, venuesResponse } from '@leisure/contracts/venue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VenuesService } from './venues.service';

export const venuesRoutes: FastifyPluginAsyncZod<{ venues: VenuesService }> = async (app, { venues }) => {
  app.get(
    '/api/venues',
    {
      schema: {
        tags: ['venues'],
        summary:
          'The operator’s venues; nearest first with a distance in miles when lat and lng are given, within `radius` miles of them, and only those whose name, town or postcode holds `q`',
        querystring: venuesQuery,
        response: { 200: venuesResponse },
      },
    },
    async (request) => {
      const { lat, lng, radius, q } = request.query;
      const from = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      return { data: await venues.list(request.clientId, from, { radius, q }) };
    },
  );

  app.get(
    '/api/venues/:slug',
    { schema: { tags: ['venues'], params: venueParams, response: { 200: venueResponse } } },
    async (request) => ({ data: await venues.get(request.clientId, request.params.slug) }),
  );
};
