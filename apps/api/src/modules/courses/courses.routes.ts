import {
  bookingBundleParams,
  bookingBundleQuery,
  bookingBundleResponse,
  cancelBundleResponse,
  courseParams,
  courseResponse,
} from '@leisure/contracts/courses';
import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/http/session';
import type { CoursesService } from './courses.service';

const bundle = '/api/v1/activities/bookings/bundles/:bookingBundleId';

/**
 * Courses and course bookings (spec part 2 §7). `cancellation_source` only says where the customer
 * cancelled from (my-account); every source follows the same rules.
 */
export const coursesRoutes: FastifyPluginAsyncZod<{ courses: CoursesService }> = async (app, { courses }) => {
  app.get(
    '/api/activities/courses/:courseId',
    {
      schema: {
        tags: ['activities'],
        summary: 'A course: its price, its sessions to come and whether it can be booked',
        params: courseParams,
        response: { 200: courseResponse, 404: errorEnvelope },
      },
    },
    async (request) => ({
      data: await courses.getCourse(
        request.clientId,
        request.params.courseId,
        request.session?.userId ?? null,
      ),
    }),
  );

  app.get(
    bundle,
    {
      schema: {
        tags: ['my-account'],
        summary: 'A course booking: mine, or a family member’s I booked',
        params: bookingBundleParams,
        querystring: bookingBundleQuery,
        response: { 200: bookingBundleResponse, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({
      data: await courses.getBundle(requireSession(request), request.params.bookingBundleId),
    }),
  );

  app.patch(
    `${bundle}/cancel`,
    {
      schema: {
        tags: ['my-account'],
        summary: 'Cancel a course booking as a whole',
        params: bookingBundleParams,
        querystring: bookingBundleQuery,
        response: {
          200: cancelBundleResponse,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          419: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request) => courses.cancelBundle(requireSession(request), request.params.bookingBundleId),
  );
};
