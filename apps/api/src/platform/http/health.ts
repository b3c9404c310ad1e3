import { healthResponse, readyResponse } from '@leisure/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

type Options = { ping: () => Promise<void> };

/** /api/health: the process answers. /api/ready: and its database does too (for a load balancer). */
export const healthRoutes: FastifyPluginAsyncZod<Options> = async (app, { ping }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthResponse } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/ready',
    { schema: { tags: ['health'], response: { 200: readyResponse, 503: readyResponse } }, logLevel: 'warn' },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ready' as const };
      } catch (err) {
        request.log.warn({ err }, 'database not reachable');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
