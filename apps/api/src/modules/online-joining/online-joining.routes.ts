import { randomUUID } from 'node:crypto';
import { errorEnvelope } from '@leisure/contracts/envelope';
import {
  bankAccountRequest,
  bankAccountResponse,
  geocodeQuery,
  geocodeResponse,
  joinMembershipRequest,
  joinMembershipResponse,
  maxGeocodeResults,
} from '@leisure/contracts/online-joining';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkBankAccount } from '../../platform/direct-debit/bank-account';
import type { Geocoder } from '../../platform/geocoding/gazetteer';
import { unprocessable } from '../../platform/http/errors';
import { requireSession } from '../../platform/http/session';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit';
import type { Joining } from '../memberships/join-membership';

/** A map's search box asks as the customer types: room for that from many people behind one address, not for scraping. */
export const geocodeReads = { name: 'geocode', limit: 120, windowMs: 60_000 };

/** Enough for a customer correcting a typo a few times; too few to try sort codes against a number. */
export const bankAccountChecks = { name: 'bank-account-check', limit: 20, windowMs: 10 * 60_000 };

/** A retry sends the key it sent first (a UUID, say); without one, every call is a join of its own. */
const idempotencyKey = z.string().trim().min(1).max(200).optional();

export const onlineJoiningRoutes: FastifyPluginAsyncZod<{
  geocoder: Geocoder;
  limiter: RateLimiter;
  joining: Joining;
}> = async (app, { geocoder, limiter, joining }) => {
  app.get(
    '/api/online-joining/geocode',
    {
      schema: {
        tags: ['online-joining'],
        summary: 'UK places whose name matches the search, best first, for the joining map to centre on',
        querystring: geocodeQuery,
        response: { 200: geocodeResponse, 422: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      await limiter.consume(geocodeReads, request.ip);
      // The same for everyone: a browser may keep it, a shared cache too.
      reply.header('cache-control', 'public, max-age=86400');
      return {
        data: await geocoder.search(request.query.term, maxGeocodeResults),
        attribution: geocoder.attribution,
      };
    },
  );

  app.post(
    '/api/online-joining/direct-debit/validate',
    {
      schema: {
        tags: ['online-joining'],
        summary:
          'Checks a UK account number and sort code as Bacs asks before a direct debit (shape, then VocaLink’s modulus check)',
        body: bankAccountRequest,
        response: { 200: bankAccountResponse, 422: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      await limiter.consume(bankAccountChecks, request.ip);
      const verdict = checkBankAccount(request.body.accountNumber, request.body.sortCode);
      if (!verdict.ok) throw unprocessable(verdict.errors);
      return { data: { accountNumberEnding: verdict.accountNumber.slice(-2), sortCode: verdict.sortCode } };
    },
  );

  app.post(
    '/api/online-joining/memberships',
    {
      schema: {
        tags: ['online-joining'],
        summary:
          'Joins: a pending membership in the basket at what the costs call quoted, its code counted and its direct debit ready for the order',
        headers: z.object({ 'idempotency-key': idempotencyKey }),
        body: joinMembershipRequest,
        response: { 201: joinMembershipResponse, 401: errorEnvelope, 422: errorEnvelope },
      },
      // A visitor is told to sign in, whatever they sent.
      preValidation: async (request) => {
        requireSession(request);
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const key = request.headers['idempotency-key'] ?? randomUUID();
      const data = await joining.submit(
        { clientId: session.clientId, userId: session.userId, session },
        request.body,
        key,
      );
      return reply.status(201).send({ data });
    },
  );
};
