import {
  checkoutPrepareQuery,
  checkoutPrepareResponse,
  completeCheckoutRequest,
  completeCheckoutResponse,
  orderCompletedMessage,
  startPaymentRequest,
  startPaymentResponse,
} from '@leisure/contracts/checkout';
import { errorEnvelope } from '@leisure/contracts/envelope';
import { kioskMessages } from '@leisure/contracts/foh-kiosk-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, HttpError } from '../../platform/http/errors';
import { requireSession } from '../../platform/http/session';
import { orderSourceOf } from '../kiosk/kiosk-device-request';
import type { CheckoutService } from './checkout.service';

const refusals = {
  401: errorEnvelope,
  402: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  419: errorEnvelope,
  422: errorEnvelope,
};
const headerKey = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (
  app,
  { checkout },
) => {
  app.addHook('onRequest', async (request) => {
    requireSession(request);
  });

  app.get(
    '/api/checkout/prepare',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'What paying for the basket needs: the provider, the amount due after credit, saved cards, terms',
        querystring: checkoutPrepareQuery,
        response: { 200: checkoutPrepareResponse, 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => {
      const prepared = await checkout.prepare(requireSession(request), request.query);
      // No saved card is offered on a kiosk (decision 054).
      return { data: request.kiosk ? { ...prepared, savedCards: [] } : prepared };
    },
  );

  app.post(
    '/api/checkout/payment',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Starts (or, for the same key, finds) the card payment for the amount due',
        body: startPaymentRequest,
        response: { 200: startPaymentResponse, ...refusals },
      },
    },
    async (request) => {
      if (request.kiosk && request.body.savedCardId) throw forbidden(kioskMessages.noSavedCardsOnKiosk);
      const started = await checkout.startPayment(requireSession(request), request.body);
      if (!request.kiosk || !started.cardFormUrl) return { data: started };
      return { data: { ...started, cardFormUrl: `${started.cardFormUrl}&save_card=off` } };
    },
  );

  app.post(
    '/api/checkout/complete',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Pay: books the basket and makes the order (idempotent per key; a card payment needs one)',
        body: completeCheckoutRequest,
        response: { 200: completeCheckoutResponse, ...refusals },
      },
    },
    async (request) => {
      const result = await checkout.complete(
        requireSession(request),
        // The source is the server's to say: 'kiosk' only on an enrolled device (decision 054).
        { ...request.body, source: orderSourceOf(request, request.body.source) },
        headerKey(request.headers['idempotency-key']),
      );
      return { message: orderCompletedMessage, data: result };
    },
  );

  // The desk sells through its own URL and source (decision 053): the old staff path is gone, said plainly.
  app.post(
    '/api/activities/cart/pay',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Gone: the desk pays at /api/foh/activities/cart/pay',
        response: { 410: errorEnvelope, ...refusals },
      },
    },
    async () => {
      throw new HttpError(410, deskPayMovedMessage);
    },
  );
};

export const deskPayMovedMessage = 'Sales at the desk are paid at /api/foh/activities/cart/pay.';
