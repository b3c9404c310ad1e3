import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, unprocessable } from './errors';

/** Deeper than any body of ours (a basket line is four levels) and far from overflowing any walk of it. */
export const maxJsonDepth = 32;

export const tooDeepMessage = 'The request body is nested too deeply.';
export const nulInAddressMessage = 'The address may not contain a NUL character.';
export const nulInFieldMessage = 'This field may not contain a NUL character.';

/** Whether a JSON text opens more than `limit` objects or arrays inside one another; brackets in strings do not count. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** The wire paths (dotted, as field errors name them) of every string holding a NUL, keys included. */
export function nulPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.') || 'body');
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) nulPaths(item, [...path, String(i)], found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push(path.join('.') || 'body');
      else nulPaths(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * Hostile input answers a clear 4xx at the edge, before any route sees it (issue 10): Postgres refuses a
 * NUL in text (a 500 from deep inside a query), and a body nested thousands deep overflows the stack of
 * whatever walks it (the case conversion, the validator). Registered before the routes, whose scopes
 * inherit the JSON parser.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (nulPaths([request.params, request.query]).length > 0) throw new HttpError(400, nulInAddressMessage);
  });

  // Fastify's own parser (secure-json-parse, refusing __proto__ and constructor poisoning) does the parsing.
  const parseJson = app.getDefaultJsonParser('error', 'error') as (
    request: FastifyRequest,
    body: string,
    done: (error: Error | null, parsed?: unknown) => void,
  ) => void;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, maxJsonDepth)) return done(new HttpError(400, tooDeepMessage));
    parseJson(request, body as string, (error, parsed) => {
      if (error) return done(error);
      const fields = nulPaths(parsed);
      if (fields.length > 0) {
        return done(unprocessable(Object.fromEntries(fields.map((field) => [field, [nulInFieldMessage]]))));
      }
      done(null, parsed);
    });
  });
}
