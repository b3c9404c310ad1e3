import {
  bookingsQuery,
  bookingsResponse,
  cancelBookingParams,
  cancelBookingQuery,
  cancelBookingResponse,
} from '@leisure/contracts/bookings';
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

  // Outside tools call it with the trailing slash (spec part 1 §7); both answer. `source` only says where
  // the customer cancelled from (my-account); every source follows the same rules.
  for (const url of ['/api/activities/bookings/:id/', '/api/activities/bookings/:id']) {
    app.delete(
      url,
      {
        schema: {
          tags: ['my-account'],
          summary: 'Cancel a booking: mine, or a family member’s I booked',
          params: cancelBookingParams,
          querystring: cancelBookingQuery,
          response: {
            200: cancelBookingResponse,
            401: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            419: errorEnvelope,
            422: errorEnvelope,
          },
        },
      },
      async (request) => bookings.cancel(requireSession(request), request.params.id),
    );
  }
};
