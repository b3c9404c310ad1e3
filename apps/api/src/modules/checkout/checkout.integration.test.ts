import { fullMessage } from '@leisure/contracts/activities';
import { alreadyBookedMessage } from '@leisure/contracts/bookings';
import { orderCompletedMessage } from '@leisure/contracts/checkout';
import { beforeAll, describe, expect, it } from 'vitest';
import { cards, createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { staffSession } from '../../../test/fixtures/staff-fixtures';
import { demo, useTestApp } from '../../../test/test-app';
import { keyNeededMessage } from './complete-checkout';
import { priceChangedMessage } from './place-order';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Json = Record<string, any>;

describe('checkout', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Record<string, string>;
  let priya: Record<string, string>;
  let terms: number[];
  let n = 0;
  const key = () => `test-key-${Date.now()}-${++n}`;

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alex = await f.signIn(demo.username);
    priya = await f.signIn('priya.shah@example.com');
    await f.basketWith(alex, await f.session());
    terms = await f.termsIds(alex);
  }, 120_000);

  it('prepares only for the customer or a family member linked to them (403 for anyone else)', async () => {
    const ids = await f.one<{ priya: number; mia: number }>(
      `select (select id from users where email = 'priya.shah@example.com') as priya,
              (select id from users where first_name = 'Mia' and last_name = 'Morgan') as mia`,
    );
    const prepareFor = (userId: number) =>
      t.inject({ method: 'GET', url: `/api/checkout/prepare?selected_user_id=${userId}`, headers: alex });
    expect((await prepareFor(ids.priya)).statusCode).toBe(403);
    expect((await prepareFor(ids.mia)).statusCode).toBe(200);
    const start = await f.post(alex, '/api/checkout/payment', {
      idempotency_key: key(),
      selected_user_id: ids.priya,
    });
    expect(start.statusCode).toBe(403);
    // The desk has its own checkout (decision 053): a staff session is nobody on the customer's.
    const staff = await staffSession(t);
    const forPriya = await t.inject({
      method: 'GET',
      url: `/api/checkout/prepare?selected_user_id=${ids.priya}`,
      headers: staff,
    });
    expect(forPriya.statusCode).toBe(401);
  });

  it('refuses a visitor, and tells what paying the basket needs', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/checkout/prepare' })).statusCode).toBe(401);
    await f.basketWith(alex, await f.session());
    const res = await t.inject({ method: 'GET', url: '/api/checkout/prepare', headers: alex });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      provider: 'sandbox',
      total: { raw: 650 },
      amount_due: { raw: 650 },
      payment_required: true,
    });
    expect(data.gateway.card_form_url).toBe('/gateway/sandbox/card-form');
    expect(terms.length).toBeGreaterThan(0);
  });

  it('starts one card payment per key and shows the gateway’s accessible card form', async () => {
    await f.basketWith(alex, await f.session());
    const k = key();
    const first = await f.post(alex, '/api/checkout/payment', { idempotency_key: k });
    const again = await f.post(alex, '/api/checkout/payment', { idempotency_key: k });
    expect(first.statusCode).toBe(200);
    expect(again.json().data.payment_id).toBe(first.json().data.payment_id);
    expect(again.json().data.client_secret).toBe(first.json().data.client_secret);
    const { card_form_url: url, status } = first.json().data;
    expect(status).toBe('requires_payment_method');
    expect(url).toMatch(/^\/gateway\/sandbox\/card-form\?client_secret=/);

    const page = await t.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    for (const label of ['Cardholder name', 'Card number', 'Expiry (MM/YY)', 'Security code']) {
      expect(page.body).toContain(`>${label}</label>`);
    }
    expect(
      (await t.inject({ method: 'GET', url: '/gateway/sandbox/card-form?client_secret=nope-nope-nope' }))
        .statusCode,
    ).toBe(404);
    expect((await f.post(alex, '/api/checkout/payment', { idempotency_key: 'short' })).statusCode).toBe(422);
  });

  it('names each bad card field and keeps no card number', async () => {
    await f.basketWith(alex, await f.session());
    const start = (await f.post(alex, '/api/checkout/payment', { idempotency_key: key() })).json().data;
    const res = await t.inject({
      method: 'POST',
      url: '/gateway/sandbox/confirm',
      payload: {
        client_secret: start.client_secret,
        cardholder_name: 'A',
        card_number: '4242 4242 4242 4241',
        expiry: '13/20',
        security_code: '1',
      },
    });
    expect(res.json().data.errors).toEqual({
      card_number: ['Please enter a valid card number'],
      expiry: ['Please enter a valid expiry date'],
      security_code: ['Please enter a valid security code'],
    });
    const stored = JSON.stringify((await t.sql('select * from sandbox_payment_intents')) as Json);
    expect(stored).not.toContain('4242424242424241');
  });

  it('books and charges once for a confirmed card; a retry with the same key answers the same order', async () => {
    const occurrence = await f.session();
    await f.basketWith(alex, occurrence);
    const k = key();
    const { payment, confirm } = await f.payByCard(alex, k);
    expect(confirm).toMatchObject({ status: 'requires_capture', error: null });
    const body = { payments: [{ tender_type: 'card', payment_id: payment.payment_id }], terms };
    const res = await f.complete(alex, { ...body, idempotency_key: k });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(orderCompletedMessage);
    const { order_id: orderId, order } = res.json().data;
    expect(order).toMatchObject({ id: orderId, payment_type: 'card', total: { raw: 650 } });
    expect(order.items[0]).toMatchObject({
      type: 'activity',
      booking_id: expect.any(Number),
      start_time: expect.stringMatching(/^\d\d:\d\d$/),
    });

    const retry = await f.complete(alex, body, { 'idempotency-key': k });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.order_id).toBe(orderId);
    expect((await f.intentOf(payment.payment_id)).status).toBe('succeeded');
    const counts = await f.one<{ bookings: number; orders: number; booked: number }>(
      `select (select count(*)::int from bookings where occurrence_id = ${occurrence}) as bookings,
              (select count(*)::int from orders where idempotency_key = '${k}') as orders,
              (select booked_count from occurrences where id = ${occurrence}) as booked`,
    );
    expect(counts).toEqual({ bookings: 1, orders: 1, booked: 1 });
    const email = await f.one<{ subject: string }>(
      `select subject from outbox_emails order by id desc limit 1`,
    );
    expect(email.subject).toBe(`Your booking is confirmed (order ${orderId})`);
  });

  it('needs a key for a card payment, and the terms accepted', async () => {
    await f.basketWith(alex, await f.session());
    const { payment } = await f.payByCard(alex, key());
    const card = [{ tender_type: 'card', payment_id: payment.payment_id }];
    const noKey = await f.complete(alex, { payments: card, terms });
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().errors.idempotency_key).toEqual([keyNeededMessage]);
    const noTerms = await f.complete(alex, { payments: card, terms: [], idempotency_key: key() });
    expect(noTerms.statusCode).toBe(422);
    expect(noTerms.json().errors.terms).toBeDefined();
    // The authorised card is kept for the retry with the terms ticked.
    expect((await f.intentOf(payment.payment_id)).status).toBe('requires_capture');
    expect((await f.complete(alex, { payments: card, terms, idempotency_key: key() })).statusCode).toBe(200);
  });

  it('takes 3-D Secure: complete authentication pays, failing it refuses', async () => {
    await f.basketWith(alex, await f.session());
    const { payment, confirm } = await f.payByCard(alex, key(), cards.challenge);
    expect(confirm.status).toBe('requires_action');
    const page = await t.inject({ method: 'GET', url: confirm.challenge_url });
    expect(page.body).toContain('Complete authentication');
    expect(page.body).toContain('Fail authentication');
    const body = {
      payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
      terms,
      idempotency_key: key(),
    };
    const early = await f.complete(alex, body);
    expect(early.statusCode).toBe(402);
    const passed = await t.inject({
      method: 'POST',
      url: '/gateway/sandbox/challenge',
      payload: { client_secret: payment.client_secret, passed: true },
    });
    expect(passed.json().data.status).toBe('requires_capture');
    expect((await f.complete(alex, body)).statusCode).toBe(200);

    await f.basketWith(alex, await f.session());
    const second = await f.payByCard(alex, key(), cards.challenge);
    const failed = await t.inject({
      method: 'POST',
      url: '/gateway/sandbox/challenge',
      payload: { client_secret: second.payment.client_secret, passed: false },
    });
    expect(failed.json().data).toMatchObject({
      status: 'requires_payment_method',
      error: 'We are unable to authenticate your payment method.',
    });
  });

  it('refuses a declined card and a card without funds, booking nothing', async () => {
    const occurrence = await f.session();
    await f.basketWith(alex, occurrence);
    const declined = await f.payByCard(alex, key(), cards.declined);
    expect(declined.confirm).toMatchObject({
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    const res = await f.complete(alex, {
      payments: [{ tender_type: 'card', payment_id: declined.payment.payment_id }],
      terms,
      idempotency_key: key(),
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    const poor = await f.payByCard(alex, key(), cards.insufficientFunds);
    expect(poor.confirm.error).toBe('Your card has insufficient funds.');
    const booked = await f.one<{ n: number }>(
      `select count(*)::int as n from bookings where occurrence_id = ${occurrence}`,
    );
    expect(booked.n).toBe(0);
  });

  it('completes a basket that credit covers without a card', async () => {
    const { id: userId } = await f.one<{ id: number }>(
      `select id from users where reference = '${demo.reference}'`,
    );
    await t.sql(
      `insert into credit_entries (client_id, user_id, kind, amount, reason) values (${f.clientId}, ${userId}, 'general', 5000, 'test')`,
    );
    await f.basketWith(alex, await f.session());
    const prepare = await t.inject({
      method: 'GET',
      url: '/api/checkout/prepare?credit_amount=650',
      headers: alex,
    });
    expect(prepare.json().data).toMatchObject({
      provider: 'none',
      amount_due: { raw: 0 },
      payment_required: false,
    });
    const res = await f.complete(alex, { payments: [{ tender_type: 'credit', amount: 650 }], terms });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order).toMatchObject({ payment_type: 'credit', total: { raw: 650 } });
  });

  it('refuses a card payment for nothing to pay, and a basket credit does not cover without a card', async () => {
    await f.basketWith(alex, await f.session());
    const res = await f.complete(alex, { payments: [], terms });
    expect(res.statusCode).toBe(422);
  });

  it('reprices a stale basket and answers 409 without booking', async () => {
    const occurrence = await f.session();
    await f.basketWith(alex, occurrence);
    const { payment } = await f.payByCard(alex, key());
    await t.sql(`update pricing_options set price = 700 where activity_id = ${f.activityId}`);
    try {
      const res = await f.complete(alex, {
        payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
        terms,
        idempotency_key: key(),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(priceChangedMessage);
      const cart = (await t.inject({ method: 'GET', url: '/api/activities/cart', headers: alex })).json()
        .data;
      expect(cart.items[0].price.raw).toBe(700);
      expect((await f.intentOf(payment.payment_id)).status).toBe('canceled');
      const booked = await f.one<{ n: number }>(
        `select count(*)::int as n from bookings where occurrence_id = ${occurrence}`,
      );
      expect(booked.n).toBe(0);
    } finally {
      await t.sql(`update pricing_options set price = 650 where activity_id = ${f.activityId}`);
    }
  });

  it('answers a full session with 409 and cancels the card', async () => {
    const occurrence = await f.session({ capacity: 3 });
    await f.basketWith(alex, occurrence);
    const { payment } = await f.payByCard(alex, key());
    await t.sql(`update occurrences set booked_count = capacity where id = ${occurrence}`);
    const res = await f.complete(alex, {
      payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
      terms,
      idempotency_key: key(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(fullMessage);
    expect((await f.intentOf(payment.payment_id)).status).toBe('canceled');
    const row = await f.one<{ status: string; order_id: number | null }>(
      `select status, order_id from payments where id = ${payment.payment_id}`,
    );
    expect(row).toEqual({ status: 'voided', order_id: null });
  });

  it('refuses a second booking of the same person for the same session', async () => {
    const occurrence = await f.session();
    await f.basketWith(alex, occurrence);
    const { id: userId } = await f.one<{ id: number }>(
      `select id from users where reference = '${demo.reference}'`,
    );
    await t.sql(
      `insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price)
       values (${f.clientId}, ${occurrence}, ${f.activityId}, ${userId}, ${userId}, 650)`,
    );
    const { payment } = await f.payByCard(alex, key());
    const res = await f.complete(alex, {
      payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
      terms,
      idempotency_key: key(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(alreadyBookedMessage);
    expect((await f.intentOf(payment.payment_id)).status).toBe('canceled');
  });

  it('shows my orders, their receipts and my bookings; someone else’s order is not found', async () => {
    const list = await t.inject({ method: 'GET', url: '/api/my-account/orders', headers: alex });
    expect(list.statusCode).toBe(200);
    const [order] = list.json().data;
    expect(order).toBeDefined();
    const one = await t.inject({ method: 'GET', url: `/api/my-account/orders/${order.id}`, headers: alex });
    expect(one.json().data.uuid).toBe(order.uuid);
    expect(
      (await t.inject({ method: 'GET', url: `/api/my-account/orders/${order.id}`, headers: priya }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: `/api/my-account/orders/${order.uuid}/receipt`, headers: priya }))
        .statusCode,
    ).toBe(404);
    const receipt = await t.inject({
      method: 'GET',
      url: `/api/my-account/orders/${order.uuid}/receipt`,
      headers: alex,
    });
    expect(receipt.json().data.name).toBe(`receipt-${order.uuid}.pdf`);
    expect(Buffer.from(receipt.json().data.contents, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.inject({ method: 'GET', url: '/api/my-account/orders' })).statusCode).toBe(401);

    const bookings = await t.inject({
      method: 'GET',
      url: '/api/my-account/bookings?filter=future',
      headers: alex,
    });
    expect(bookings.statusCode).toBe(200);
    const mine = bookings.json().data.find((b: Json) => b.category === 'Checkout tests');
    expect(mine).toMatchObject({
      status: 'active',
      time: expect.stringMatching(/^\d\d:\d\d$/),
      item: {
        location: { name: 'Studio C', venue_slug: 'manchester-central' },
        date: { raw: expect.any(String) },
      },
      can_be_cancelled: true,
    });
    const past = await t.inject({
      method: 'GET',
      url: '/api/my-account/bookings?filter=past',
      headers: alex,
    });
    expect(past.json().data.find((b: Json) => b.id === mine.id)).toBeUndefined();
    expect(
      (await t.inject({ method: 'GET', url: '/api/my-account/bookings?filter=soon', headers: alex }))
        .statusCode,
    ).toBe(422);
  });

  it('saves a card when asked, and pays with it without the form', async () => {
    await f.basketWith(alex, await f.session());
    const k = key();
    const start = (await f.post(alex, '/api/checkout/payment', { idempotency_key: k })).json().data;
    const confirm = await t.inject({
      method: 'POST',
      url: '/gateway/sandbox/confirm',
      payload: {
        client_secret: start.client_secret,
        cardholder_name: 'Alex Morgan',
        card_number: cards.succeeds,
        expiry: '12/30',
        security_code: '123',
        save_card: true,
      },
    });
    expect(confirm.json().data.status).toBe('requires_capture');
    const card = [{ tender_type: 'card', payment_id: start.payment_id }];
    expect((await f.complete(alex, { payments: card, terms, idempotency_key: k })).statusCode).toBe(200);

    await f.basketWith(alex, await f.session());
    const [saved] = (await t.inject({ method: 'GET', url: '/api/checkout/prepare', headers: alex })).json()
      .data.saved_cards;
    expect(saved).toMatchObject({ last_four_digits: '4242', expiry_date: '12/30', recently_expired: false });
    const stored = JSON.stringify((await t.sql('select * from saved_cards')) as Json);
    expect(stored).not.toContain('4242424242424242');
    const k2 = key();
    const paid = await f.post(alex, '/api/checkout/payment', {
      idempotency_key: k2,
      saved_card_id: saved.id,
    });
    expect(paid.json().data).toMatchObject({ status: 'requires_capture', card_form_url: null });
    const res = await f.complete(alex, {
      payments: [{ tender_type: 'card', payment_id: paid.json().data.payment_id }],
      terms,
      idempotency_key: k2,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await f.post(priya, '/api/checkout/payment', { idempotency_key: key(), saved_card_id: saved.id }))
        .statusCode,
    ).not.toBe(200);
  });

  // The desk's own checkout is tested in front-of-house/desk.integration.test.ts (decision 053).
  it('keeps offline tenders to the desk, whose pay call has moved', async () => {
    const res = await f.post(alex, '/api/activities/cart/pay', {
      payments: [{ tender_type: 'cash', amount: 650 }],
      terms,
    });
    expect(res.statusCode).toBe(410);
    const offline = await f.complete(alex, { payments: [{ tender_type: 'cash', amount: 650 }], terms });
    expect(offline.statusCode).toBe(403);
  });
});
