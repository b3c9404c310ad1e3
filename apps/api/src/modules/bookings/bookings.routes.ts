import { bookingsQuery, bookingsResponse } from '@leisure/contracts/bookings';
import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/http/session';
import type { BookingsService } from './bookings.service';

export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (
  app,
  { bookings },
) => {
  app.get(
    '/api/my-account/bookings',
    {
      schema: {
        tags: ['my-account'],
        summary: 'My bookings: upcoming (future) or previous (past)',
        querystring: bookingsQuery,
        response: { 200: bookingsResponse, 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => ({ data: await bookings.listMine(requireSession(request), request.query.filter) }),
  );
};
