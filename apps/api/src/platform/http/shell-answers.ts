import { selectedVenueCookie, shellCallsFor } from '@leisure/contracts/boot-answers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BootAnswers } from './web-app';

/** What decides which operator and address a call is for: passed on as the browser sent it. */
const forwarded = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'] as const;

/**
 * The shell's first calls for a page (contracts/boot-answers.ts), each answered by the app's own route
 * in-process: the same operator resolution, validation and serialisation as the browser's call would get.
 * Only 200s are kept; anything else (an unknown operator, a theme in maintenance) is the app's to ask
 * again and show.
 */
export function shellAnswers(app: FastifyInstance): BootAnswers {
  return async (request: FastifyRequest) => {
    const address = new URL(request.url, 'http://page');
    const headers: Record<string, string> = {};
    for (const name of forwarded) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answered = await Promise.all(
      shellCallsFor(address.pathname, address.search, request.cookies?.[selectedVenueCookie] ?? null).map(
        async (call) => {
          const res = await app.inject({ method: 'GET', url: call, headers });
          return res.statusCode === 200 ? ([call, res.json()] as const) : null;
        },
      ),
    );
    return Object.fromEntries(answered.filter((entry) => entry !== null));
  };
}
