import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { tagOrNotModified } from '../../platform/http/conditional-get';
import { notFound } from '../../platform/http/errors';
import type { OpenDataService } from './open-data.service';

/** What the RPDE validator checks: a page with items keeps an hour, the last page (polled) a few seconds. */
const fullPage = 'public, max-age=3600';
const lastPage = 'public, max-age=8';

/**
 * The operator's OpenActive open data (decision 055), on its own host and outside /api: no sign-in, no
 * cookies, readable from any origin. No response schemas, so the wire's snake_case never touches these
 * camelCase bodies.
 */
export const openDataRoutes: FastifyPluginAsync<{
  openData: OpenDataService;
  /** The operator of a host: these paths are outside /api, where the operator hook does not run. */
  resolveOperator: (host: string) => Promise<number | null>;
  /** Whether the operator registered this host (clients.ownsHost). */
  ownsHost: (clientId: number, host: string) => Promise<boolean>;
  /** PUBLIC_URL, when set. */
  publicUrl: string | undefined;
}> = async (app, { openData, resolveOperator, ownsHost, publicUrl }) => {
  const operatorOf = async (request: FastifyRequest) => {
    const clientId = await resolveOperator(request.hostname);
    if (clientId === null) throw notFound('Unknown operator.');
    return clientId;
  };

  /**
   * Where the items' URLs start. These answers are public and cached, so a Host header alone never picks it
   * (a shared cache would hand a made-up host's links to everyone): the request's origin when the operator
   * registered its host, else PUBLIC_URL; only an install that has configured neither follows the request.
   */
  const originOf = async (request: FastifyRequest, clientId: number) => {
    const requested = `${request.protocol}://${request.host}`;
    if (publicUrl === undefined || (await ownsHost(clientId, request.hostname))) return requested;
    return new URL(publicUrl).origin;
  };

  // Scoped to this plugin: every answer here, errors too, may be read by a page on any origin; a consumer
  // polling the last page gets a 304 while nothing has changed.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return tagOrNotModified(request, reply, payload);
  });

  const preflight = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', 'content-type, if-none-match')
      .header('access-control-max-age', '86400')
      .send();
  app.options('/openactive', { schema: { hide: true } }, preflight);
  app.options('/openactive/*', { schema: { hide: true } }, preflight);

  app.get('/openactive', { schema: { hide: true } }, async (request, reply) => {
    const clientId = await operatorOf(request);
    const html = await openData.datasetHtml(clientId, await originOf(request, clientId));
    return reply.header('cache-control', fullPage).type('text/html; charset=utf-8').send(html);
  });

  app.get('/openactive/dataset', { schema: { hide: true } }, async (request, reply) => {
    const clientId = await operatorOf(request);
    const dataset = await openData.dataset(clientId, await originOf(request, clientId));
    return reply
      .header('cache-control', fullPage)
      .type('application/ld+json; charset=utf-8')
      .send(JSON.stringify(dataset));
  });

  // Anything else under /openactive is not the web app's page: the single-page fallback must not answer.
  app.get('/openactive/*', { schema: { hide: true } }, async () => {
    throw notFound();
  });

  app.get<{ Params: { feed: string }; Querystring: Record<string, unknown> }>(
    '/openactive/feeds/:feed',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!openData.kindOfPath(request.params.feed)) throw notFound();
      const clientId = await operatorOf(request);
      const page = await openData.feedPage(
        clientId,
        request.params.feed,
        request.query,
        await originOf(request, clientId),
      );
      return reply
        .header('cache-control', page.items.length > 0 ? fullPage : lastPage)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(page));
    },
  );
};
