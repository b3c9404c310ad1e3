import {
  bookingsResponse,
  v2BookingsQuery,
  v2CancelBody,
  v2CancelResponse,
} from '@leisure/contracts/bookings';
import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/http/session';
import type { BookingsService } from './bookings.service';

/** The v1 activities calls for V2 bookings (spec part 1 §7); thin: v2-bookings.ts holds the rules. */
export const v2BookingsRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (
  app,
  { bookings },
) => {
  for (const url of ['/api/v1/activities/bookings', '/api/v1/activities/bookings/']) {
    app.get(
      url,
      {
        schema: {
          tags: ['my-account'],
          summary:
            'V2 bookings of the customer or a family member: starts_after lists from then on, starts_before before then',
          querystring: v2BookingsQuery,
          response: { 200: bookingsResponse, 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
        },
      },
      async (request) => ({ data: await bookings.listV2(requireSession(request), request.query) }),
    );

    app.patch(
      url,
      {
        schema: {
          tags: ['my-account'],
          summary:
            'Cancel V2 bookings. Any id that is not a V2 booking of mine or my family is 404 and nothing is cancelled; otherwise each booking is cancelled on its own under the DELETE rules and answered on its own (status cancelled or not-cancelled with its reason). When none could be cancelled the call fails with the first reason.',
          body: v2CancelBody,
          response: {
            200: v2CancelResponse,
            401: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            419: errorEnvelope,
            422: errorEnvelope,
          },
        },
      },
      async (request) => bookings.cancelV2(requireSession(request), request.body.bookingIds),
    );
  }
};
