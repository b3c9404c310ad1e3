import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator ("client") the request belongs to, from its host name. */
    clientId: number;
  }
}

/** Calls that belong to the deployment, not to an operator (its direct-debit provider's account is one). */
const operatorFreePaths = [
  '/api/health',
  '/api/ready',
  '/api/openapi.json',
  '/api/docs',
  '/api/direct-debit/webhooks/',
];

export type ResolveOperator = (hostname: string) => Promise<number | null>;

export function registerOperator(app: FastifyInstance, resolve: ResolveOperator): void {
  app.decorateRequest('clientId', 0);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || operatorFreePaths.some((p) => path.startsWith(p))) return;
    const clientId = await resolve(request.hostname);
    if (clientId === null) throw notFound('Unknown operator.');
    request.clientId = clientId;
  });
}
