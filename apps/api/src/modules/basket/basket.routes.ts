import {
  cartActor,
  cartAddRequest,
  cartPaymentsRequest,
  cartRemoveRequest,
  cartResponse,
  cartSourceQuery,
  cartUpdateRequest,
} from '@leisure/contracts/cart';
import { errorEnvelope } from '@leisure/contracts/envelope';
import { recordIdParam } from '@leisure/contracts/record-id';
import { basketCookie } from '@leisure/contracts/session-cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../platform/config';
import { HttpError } from '../../platform/http/errors';
import { clearBasketCookies, csrfEchoed, setBasketCookies } from '../../platform/http/session';
import type { BasketAnswer, BasketCaller, BasketService } from './basket.service';
import { visitorBasketMaxAgeSeconds, visitorCsrfToken } from './visitor-basket';

type Options = { basket: BasketService; config: Config };

const cart = '/api/activities/cart';
const errors = {
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  419: errorEnvelope,
  422: errorEnvelope,
};
const answers = { 200: cartResponse, ...errors };
const lineParams = z.object({ cartItemId: recordIdParam });
const idParams = z.object({ id: recordIdParam });
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The cart calls of spec part 1 §7 on the checkout URL, for a customer (session or bearer token) or a
 * visitor (the basket cookie). `membership_user_id` and `selected_user_id` are taken from the query (part 1)
 * or the body (part 3); every answer is the whole Cart.
 */
export const basketRoutes: FastifyPluginAsyncZod<Options> = async (app, { basket, config }) => {
  // A visitor's basket cookie is an ambient credential like the session's: its writes echo its CSRF token.
  app.addHook('onRequest', async (request) => {
    const key = request.cookies[basketCookie];
    if (request.session || !key || safeMethods.has(request.method)) return;
    if (!csrfEchoed(request.headers, visitorCsrfToken(key))) throw new HttpError(419, 'CSRF token mismatch.');
  });

  // Signed in with a visitor's basket still in the browser: it joins the customer's basket, once.
  app.addHook('preHandler', async (request, reply) => {
    const key = request.cookies[basketCookie];
    if (!request.session || !key) return;
    await basket.mergeVisitorBasket(request.clientId, request.session.userId, key);
    clearBasketCookies(reply, config);
    request.cookies[basketCookie] = undefined;
  });

  function callerOf(
    request: FastifyRequest,
    ...actors: ({ selectedUserId?: number } | undefined)[]
  ): BasketCaller {
    return {
      clientId: request.clientId,
      session: request.session,
      visitorKey: request.cookies[basketCookie] ?? null,
      selectedUserId: actors.find((a) => a?.selectedUserId)?.selectedUserId,
    };
  }

  function send(reply: FastifyReply, { cart: data, issuedVisitorKey }: BasketAnswer) {
    if (issuedVisitorKey) {
      setBasketCookies(
        reply,
        config,
        issuedVisitorKey,
        visitorCsrfToken(issuedVisitorKey),
        visitorBasketMaxAgeSeconds,
      );
    }
    return reply.send({ data });
  }

  const tags = ['basket'];

  app.get(
    cart,
    { schema: { tags, summary: 'The basket', querystring: cartActor, response: answers } },
    async (request) => ({ data: await basket.getCart(callerOf(request, request.query)) }),
  );

  app.delete(
    cart,
    { schema: { tags, summary: 'Clear the basket', querystring: cartActor, response: answers } },
    async (request, reply) => send(reply, await basket.clear(callerOf(request, request.query))),
  );

  app.post(
    `${cart}/add`,
    {
      schema: {
        tags,
        summary: 'Put sessions in the basket, each holding its place for a while',
        querystring: cartActor,
        body: cartAddRequest,
        response: answers,
      },
    },
    async (request, reply) =>
      send(reply, await basket.add(callerOf(request, request.body, request.query), request.body)),
  );

  app.post(
    `${cart}/remove`,
    {
      schema: {
        tags,
        summary: 'Take lines out of the basket',
        querystring: cartActor,
        body: cartRemoveRequest,
        response: answers,
      },
    },
    async (request, reply) =>
      send(
        reply,
        await basket.remove(callerOf(request, request.body, request.query), request.body.cartItemIds),
      ),
  );

  app.put(
    `${cart}/payments`,
    {
      schema: {
        tags,
        summary: 'Put credit (or, at front of house, cash, cheque or a voucher) against the basket',
        querystring: cartActor,
        body: cartPaymentsRequest,
        response: answers,
      },
    },
    async (request, reply) =>
      send(
        reply,
        await basket.putTenders(callerOf(request, request.body, request.query), request.body.payments),
      ),
  );

  app.put(
    `${cart}/:cartItemId`,
    {
      schema: {
        tags,
        summary: 'Change a line: its pricing option or who it is for',
        params: lineParams,
        querystring: cartActor,
        body: cartUpdateRequest,
        response: answers,
      },
    },
    async (request, reply) =>
      send(
        reply,
        await basket.update(
          callerOf(request, request.body, request.query),
          request.params.cartItemId,
          request.body,
        ),
      ),
  );

  for (const [kind, remove] of [
    ['benefit', basket.removeBenefit],
    ['package', basket.removePackage],
  ] as const) {
    app.delete(
      `/api/activities/${kind}/remove/:id`,
      {
        schema: {
          tags,
          summary: `Take a ${kind === 'benefit' ? 'benefit' : 'package usage'} off a line: back to its pay-as-you-go price`,
          params: idParams,
          querystring: cartSourceQuery,
          response: answers,
        },
      },
      async (request, reply) =>
        send(reply, await remove(callerOf(request, request.query), request.params.id)),
    );
  }
};
