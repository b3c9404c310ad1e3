import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Who may keep an answer: a visitor's is the same for every visitor, so any cache may hold it; a signed-in
 * customer's carries their bookings and prices, so only their own browser may. Either asks again each time
 * (a 304 keeps that cheap): places change by the second, and someone who has just put one in their basket
 * must not be shown the count from before. The answer varies with the credentials either way.
 */
export type Keeping = { personal: boolean };

/**
 * Gives every 200 answer to a GET of the plugin it is registered in an ETag and a 304 for a client that holds
 * it (tagOrNotModified), kept as `keepingOf` says.
 */
export function registerConditionalGet(
  app: FastifyInstance,
  keepingOf: (request: FastifyRequest) => Keeping,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const { personal } = keepingOf(request);
    reply.header('cache-control', personal ? 'private, no-cache' : 'public, no-cache');
    reply.header('vary', 'cookie, authorization');
    return tagOrNotModified(request, reply, payload);
  });
}

/**
 * For an onSend hook: a 200 answer to a GET gets an ETag, the hash of the bytes sent, and becomes a 304 with
 * no body when the request's If-None-Match already names it, so a 304 is only ever sent for the very bytes
 * the client holds. Anything else passes through as it is.
 */
export function tagOrNotModified(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('etag', etag);
  if (!namesTag(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  return null;
}

/** If-None-Match is `*` or a list of tags, each possibly weak (W/"…") after a proxy recompressed it. */
function namesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
