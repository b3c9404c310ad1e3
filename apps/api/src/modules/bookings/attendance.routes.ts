import { errorEnvelope } from '@leisure/contracts/envelope';
import { recordIdParam } from '@leisure/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import type { StaffGuard } from '../staff/staff-guard';
import { createAttendance } from './attendance';

const attendanceResponse = z.object({ data: z.object({ id: z.number().int(), attended: z.boolean() }) });

export const attendanceRoutes: FastifyPluginAsyncZod<{ db: Db; staffGuard: StaffGuard }> = async (
  app,
  { db, staffGuard },
) => {
  const mark = createAttendance(db);
  app.post(
    '/api/foh/bookings/:id/attendance',
    {
      schema: {
        tags: ['front-of-house'],
        summary:
          'Mark whether the person booked came (staff of its venue); the no-show fee spares those who came',
        params: z.object({ id: recordIdParam }),
        body: z.object({ attended: z.boolean() }),
        response: {
          200: attendanceResponse,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          419: errorEnvelope,
          422: errorEnvelope,
        },
      },
      // A staff session past its second factor (decision 052).
      preValidation: async (request) => {
        await staffGuard.require(request);
      },
    },
    async (request) => ({
      data: await mark(staffGuard, request, request.params.id, request.body.attended),
    }),
  );
};
