import { errorEnvelope } from '@leisure/contracts/envelope';
import { packageOffersQuery, packageOffersResponse, userPackagesResponse } from '@leisure/contracts/packages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/http/session';
import type { PackagesService } from './packages.service';

export const packagesRoutes: FastifyPluginAsyncZod<{ packages: PackagesService }> = async (
  app,
  { packages },
) => {
  app.get(
    '/api/packages',
    {
      schema: {
        tags: ['packages'],
        summary:
          'The packages on sale, with their contents: at `venue_id` (its own and those for every centre) or everywhere',
        querystring: packageOffersQuery,
        response: { 200: packageOffersResponse },
      },
    },
    async (request) => ({ data: await packages.catalogue(request.clientId, request.query.venueId) }),
  );

  app.get(
    '/api/promotions/user/packages',
    {
      schema: {
        tags: ['my-account'],
        summary: "The signed-in customer's and their family's packages, newest first, expired ones marked",
        response: { 200: userPackagesResponse, 401: errorEnvelope },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return { data: await packages.userPackages(session.clientId, session.userId) };
    },
  );
};
