import { errorEnvelope } from '@leisure/contracts/envelope';
import {
  deskCardPaymentRequest,
  deskCardPaymentResponse,
  deskCartAddRequest,
  deskCartQuery,
  deskCartRemoveRequest,
  deskCartResponse,
  deskCartUpdateRequest,
  deskCustomerParams,
  deskCustomerProfileResponse,
  deskCustomersQuery,
  deskCustomersResponse,
  deskOrderParams,
  deskPaidResponse,
  deskPaymentsRequest,
  deskPayRequest,
  deskReceiptResponse,
  takingsQuery,
  takingsResponse,
} from '@leisure/contracts/foh-desk';
import { recordIdParam } from '@leisure/contracts/record-id';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/http/session';
import type { StaffContext, StaffGuard } from '../staff/staff-guard';
import type { Desk } from './desk.service';
import { takingsCsv } from './takings-csv';

const errors = {
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  419: errorEnvelope,
  422: errorEnvelope,
};
const cart = '/api/foh/activities/cart';
const lineParams = z.object({ cartItemId: recordIdParam });
const idParams = z.object({ id: recordIdParam });
const headerKey = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * Selling at the desk (decision 053): customers, the desk basket and its pay call, receipts and takings.
 * Every call is a staff member's past the staff guard, which answers before the request is validated.
 */
export const deskRoutes: FastifyPluginAsyncZod<{ desk: Desk; guard: StaffGuard }> = async (
  app,
  { desk, guard },
) => {
  const staffOf = new WeakMap<FastifyRequest, StaffContext>();
  app.addHook('preValidation', async (request) => {
    staffOf.set(request, await guard.require(request));
  });
  const staff = (request: FastifyRequest) => staffOf.get(request)!;
  const tags = ['front-of-house'];

  app.get(
    '/api/foh/customers',
    {
      schema: {
        tags,
        summary:
          'Find customers by a prefix of a name, an email, a reference or a postcode (3 characters or more)',
        querystring: deskCustomersQuery,
        response: { 200: deskCustomersResponse, ...errors },
      },
    },
    async (request) => {
      const { q, page, perPage } = request.query;
      return desk.customers.search(staff(request), q, page, perPage);
    },
  );

  app.get(
    '/api/foh/customers/:id',
    {
      schema: {
        tags,
        summary:
          'A customer at the desk: their details, family, upcoming bookings, memberships and unpaid fees',
        params: deskCustomerParams,
        response: { 200: deskCustomerProfileResponse, ...errors },
      },
    },
    async (request) => ({ data: await desk.customers.profile(staff(request), request.params.id) }),
  );

  const caller = (request: FastifyRequest, selectedUserId: number | undefined) =>
    desk.sale.callerOf(requireSession(request), staff(request), selectedUserId);
  const answers = { 200: deskCartResponse, ...errors };

  app.get(
    cart,
    {
      schema: {
        tags,
        summary: 'The desk basket for a customer',
        querystring: deskCartQuery,
        response: answers,
      },
    },
    async (request) => ({
      data: await desk.sale.answer(
        staff(request),
        desk.basket.getCart(caller(request, request.query.selectedUserId)),
      ),
    }),
  );

  app.delete(
    cart,
    {
      schema: {
        tags,
        summary: 'Empty the desk basket for a customer',
        querystring: deskCartQuery,
        response: answers,
      },
    },
    async (request) => ({
      data: await desk.sale.answer(
        staff(request),
        desk.basket.clear(caller(request, request.query.selectedUserId)),
      ),
    }),
  );

  app.post(
    `${cart}/add`,
    {
      schema: {
        tags,
        summary: 'Put sessions in the desk basket',
        body: deskCartAddRequest,
        response: answers,
      },
    },
    async (request) => ({
      data: await desk.sale.answer(
        staff(request),
        desk.basket.add(caller(request, request.body.selectedUserId), request.body),
      ),
    }),
  );

  app.post(
    `${cart}/remove`,
    {
      schema: {
        tags,
        summary: 'Take lines out of the desk basket',
        body: deskCartRemoveRequest,
        response: answers,
      },
    },
    async (request) => ({
      data: await desk.sale.answer(
        staff(request),
        desk.basket.remove(caller(request, request.body.selectedUserId), request.body.cartItemIds),
      ),
    }),
  );

  app.put(
    `${cart}/payments`,
    {
      schema: {
        tags,
        summary: 'Put cash (with change), cheques, vouchers or credit against the desk basket',
        body: deskPaymentsRequest,
        response: answers,
      },
    },
    async (request) => ({
      data: await desk.sale.answer(
        staff(request),
        desk.basket.putTenders(caller(request, request.body.selectedUserId), request.body.payments),
      ),
    }),
  );

  app.put(
    `${cart}/:cartItemId`,
    {
      schema: {
        tags,
        summary: 'Change a line of the desk basket: its pricing option or who it is for',
        params: lineParams,
        body: deskCartUpdateRequest,
        response: answers,
      },
    },
    async (request) => ({
      data: await desk.sale.answer(
        staff(request),
        desk.basket.update(
          caller(request, request.body.selectedUserId),
          request.params.cartItemId,
          request.body,
        ),
      ),
    }),
  );

  for (const [kind, remove] of [
    ['benefit', desk.basket.removeBenefit],
    ['package', desk.basket.removePackage],
  ] as const) {
    app.delete(
      `/api/foh/activities/${kind}/remove/:id`,
      {
        schema: {
          tags,
          summary: `Take a ${kind === 'benefit' ? 'benefit' : 'package usage'} off a line of the desk basket`,
          params: idParams,
          querystring: deskCartQuery,
          response: answers,
        },
      },
      async (request) => ({
        data: await desk.sale.answer(
          staff(request),
          remove(caller(request, request.query.selectedUserId), request.params.id),
        ),
      }),
    );
  }

  app.post(
    `${cart}/pay`,
    {
      schema: {
        tags,
        summary:
          'Pay the desk basket with tenders (cash may be more: its change is recorded), with an Idempotency-Key',
        body: deskPayRequest,
        response: { 200: deskPaidResponse, ...errors },
      },
    },
    async (request) => ({
      data: await desk.sale.pay(
        requireSession(request),
        staff(request),
        request.body,
        headerKey(request.headers['idempotency-key']),
      ),
    }),
  );

  app.post(
    `${cart}/card-payment`,
    {
      schema: {
        tags,
        summary:
          'Take a card for the desk basket, present in the reader or keyed, with an Idempotency-Key: the pay call’s card tender',
        body: deskCardPaymentRequest,
        response: { 200: deskCardPaymentResponse, ...errors },
      },
    },
    async (request) => ({
      data: await desk.sale.startCard(
        requireSession(request),
        staff(request),
        request.body,
        headerKey(request.headers['idempotency-key']),
      ),
    }),
  );

  app.get(
    '/api/foh/orders/:id/receipt',
    {
      schema: {
        tags,
        summary: 'A desk sale’s receipt for the 80 mm print view (staff of its venue)',
        params: deskOrderParams,
        response: { 200: deskReceiptResponse, ...errors },
      },
    },
    async (request) => ({ data: await desk.receipts.receipt(staff(request), request.params.id) }),
  );

  app.get(
    '/api/foh/orders/:id/receipt.pdf',
    // application/pdf, not JSON: no response schema, so the wire serializer leaves the bytes alone.
    { schema: { tags, summary: 'A desk sale’s receipt as an 80 mm PDF', params: deskOrderParams } },
    async (request, reply) => {
      const { bytes, name } = await desk.receipts.pdf(staff(request), request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${name}"`)
        .type('application/pdf')
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    '/api/foh/reports/takings',
    {
      schema: {
        tags,
        summary: 'The desk’s takings at a venue on one of its days: by tender, by staff member, change given',
        querystring: takingsQuery,
        response: { 200: takingsResponse, ...errors },
      },
    },
    async (request) => {
      const { venueSlug: _, ...data } = await desk.takings.of(
        staff(request),
        request.query.venueId,
        request.query.date,
      );
      return { data };
    },
  );

  app.get(
    '/api/foh/reports/takings.csv',
    { schema: { tags, summary: 'The takings as CSV for the cash-up sheet', querystring: takingsQuery } },
    async (request, reply) => {
      const takings = await desk.takings.of(staff(request), request.query.venueId, request.query.date);
      return reply
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="takings-${takings.venueSlug}-${takings.date}.csv"`,
        )
        .type('text/csv; charset=utf-8')
        .send(takingsCsv(takings));
    },
  );
};
