import { bookingCalendarParams, calendarFeedParams, calendarFeedResponse } from '@leisure/contracts/calendar';
import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/errors';
import { requireSession } from '../../platform/http/session';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit';
import type { CalendarService } from './calendar.service';

/** Calendar apps poll about hourly; this leaves room for many customers behind one address, not for guessing. */
const feedReads = { name: 'calendar-feed', limit: 300, windowMs: 60 * 60_000 };
const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

export const calendarRoutes: FastifyPluginAsyncZod<{
  calendar: CalendarService;
  limiter: RateLimiter;
  /** The operator of a host: the feed is outside /api, where the operator hook does not run. */
  resolveOperator: (host: string) => Promise<number | null>;
}> = async (app, { calendar, limiter, resolveOperator }) => {
  app.get(
    '/api/my-account/calendar-feed',
    {
      schema: {
        tags: ['my-account'],
        summary: 'My private calendar feed’s address (made on first read)',
        response: { 200: calendarFeedResponse, 401: errorEnvelope },
      },
    },
    async (request) => ({ data: await calendar.feed(requireSession(request), origin(request)) }),
  );

  app.post(
    '/api/my-account/calendar-feed/reset',
    {
      schema: {
        tags: ['my-account'],
        summary: 'Replace my calendar feed’s address: the old one stops working at once',
        response: { 200: calendarFeedResponse, 401: errorEnvelope, 419: errorEnvelope },
      },
    },
    async (request) => ({ data: await calendar.reset(requireSession(request), origin(request)) }),
  );

  app.get(
    '/api/my-account/bookings/:id/calendar',
    {
      schema: {
        tags: ['my-account'],
        summary: 'One of my bookings (or one I made for family) as an iCalendar file',
        // text/calendar, not JSON: no response schema, so the wire serializer leaves the text alone.
        params: bookingCalendarParams,
      },
    },
    async (request, reply) => {
      const { filename, body } = await calendar.bookingCalendar(requireSession(request), request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type('text/calendar; charset=utf-8')
        .send(body);
    },
  );

  // No session: the secret token in the address is the credential (docs/decisions/013).
  app.get(
    '/calendar/:file',
    { schema: { hide: true, params: calendarFeedParams } },
    async (request, reply) => {
      await limiter.consume(feedReads, request.ip);
      const token = /^([A-Za-z0-9_-]{43})\.ics$/.exec(request.params.file)?.[1];
      const body = token ? await calendar.feedCalendar(token, await resolveOperator(request.hostname)) : null;
      if (body === null) throw notFound();
      return reply
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .type('text/calendar; charset=utf-8')
        .send(body);
    },
  );
};
