import { orderResponse, ordersResponse, receiptResponse } from '@leisure/contracts/checkout';
import { errorEnvelope } from '@leisure/contracts/envelope';
import { ordersQuery } from '@leisure/contracts/payments';
import { recordIdParam } from '@leisure/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/http/session';
import type { OrdersService } from './orders.service';

const path = '/api/my-account/orders';

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.addHook('onRequest', async (request) => {
    requireSession(request);
  });

  app.get(
    path,
    {
      schema: {
        tags: ['my-account'],
        summary: 'My orders, newest first; from and to (YYYY-MM-DD, inclusive, venue time) narrow the days',
        querystring: ordersQuery,
        response: { 200: ordersResponse, 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => ({ data: await orders.list(requireSession(request), request.query) }),
  );

  app.get(
    `${path}/:orderId`,
    {
      schema: {
        tags: ['my-account'],
        summary: 'One of my orders',
        params: z.object({ orderId: recordIdParam }),
        response: { 200: orderResponse, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await orders.get(requireSession(request), request.params.orderId) }),
  );

  app.get(
    `${path}/:orderId/receipt`,
    {
      schema: {
        tags: ['my-account'],
        summary: 'The receipt of one of my orders, as a PDF (base64)',
        // One parameter name per position: the router wants the same name at the same depth.
        params: z.object({ orderId: z.uuid() }),
        response: { 200: receiptResponse, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await orders.receipt(requireSession(request), request.params.orderId) }),
  );
};
