import {
  activitySessionsResponse,
  categoryDatesResponse,
  courtSlotsResponse,
  dateQuery,
  datesQuery,
  occurrenceDetailResponse,
  slotsQuery,
  venueCategoriesResponse,
} from '@leisure/contracts/activities';
import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerConditionalGet } from '../../platform/http/conditional-get';
import type { TimetableService, Viewer } from './timetable.service';

const venue = '/api/activities/venue/:venueSlug';
const venueParams = z.object({ venueSlug: z.string() });
const categoryParams = venueParams.extend({ categorySlug: z.string() });
const activityParams = venueParams.extend({ activitySlug: z.string() });
const failures = { 404: errorEnvelope, 422: errorEnvelope };

/** Public: a visitor sees every timetable; a session (cookie or bearer) personalises prices and `booking`. */
const viewerOf = (request: FastifyRequest): Viewer => ({
  clientId: request.clientId,
  userId: request.session?.userId ?? null,
});

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Any write answered by this instance may have taken or freed places (a basket line, a booking, a
 * cancellation, a waitlist offer): its operator's shared timetable reads are dropped before the answer
 * leaves, so the writer's next look is fresh. Other instances rely on the short reuse bound instead.
 */
export function forgetTimetablesAfterWrites(app: FastifyInstance, timetable: TimetableService): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!safeMethods.has(request.method) && request.clientId) timetable.changed(request.clientId);
    return payload;
  });
}

export const activitiesRoutes: FastifyPluginAsyncZod<{ timetable: TimetableService }> = async (
  app,
  { timetable },
) => {
  registerConditionalGet(app, (request) => ({ personal: Boolean(request.session) }));
  app.get(
    `${venue}/categories`,
    {
      schema: {
        tags: ['activities'],
        summary: 'What a venue offers, by category',
        params: venueParams,
        response: { 200: venueCategoriesResponse, 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await timetable.categories(request.clientId, request.params.venueSlug) }),
  );

  app.get(
    `${venue}/activity-category/:categorySlug/dates`,
    {
      schema: {
        tags: ['activities'],
        summary: 'Days with sessions in a category, for four weeks',
        params: categoryParams,
        querystring: datesQuery,
        response: { 200: categoryDatesResponse, ...failures },
      },
    },
    async ({ clientId, params, query }) => ({
      data: await timetable.categoryDates(clientId, params.venueSlug, params.categorySlug, query.from),
    }),
  );

  app.get(
    `${venue}/activity-category/:categorySlug/times`,
    {
      schema: {
        tags: ['activities'],
        summary: 'Every session of a category on a day, released or not',
        params: categoryParams,
        querystring: dateQuery,
        response: { 200: activitySessionsResponse, ...failures },
      },
    },
    async (request) => ({
      data: await timetable.categoryTimes(
        viewerOf(request),
        request.params.venueSlug,
        request.params.categorySlug,
        request.query.date,
      ),
    }),
  );

  // The same list at three addresses, as outside tools call it (spec part 3).
  for (const leaf of ['times', 'v2/times', 'timetable']) {
    app.get(
      `${venue}/activity/:activitySlug/${leaf}`,
      {
        schema: {
          tags: ['activities'],
          summary:
            'An activity’s (or a category’s) sessions or court slots on a day; 422 before the day is released',
          params: activityParams,
          querystring: dateQuery,
          response: { 200: activitySessionsResponse, ...failures },
        },
      },
      async (request) => ({
        data: await timetable.activityTimes(
          viewerOf(request),
          request.params.venueSlug,
          request.params.activitySlug,
          request.query.date,
        ),
      }),
    );
  }

  app.get(
    `${venue}/activity/:activitySlug/slots`,
    {
      schema: {
        tags: ['activities'],
        summary: 'Each court at one time of a day, of an activity or a category',
        params: activityParams,
        querystring: slotsQuery,
        response: { 200: courtSlotsResponse, ...failures },
      },
    },
    async (request) => ({
      data: await timetable.slots(
        viewerOf(request),
        request.params.venueSlug,
        request.params.activitySlug,
        request.query,
      ),
    }),
  );

  app.get(
    '/api/v1/activities/occurrences/:id',
    {
      schema: {
        tags: ['activities'],
        summary: 'One session with the tickets it can be bought with',
        params: z.object({ id: z.string() }),
        response: { 200: occurrenceDetailResponse, 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await timetable.occurrence(viewerOf(request), request.params.id) }),
  );
};
