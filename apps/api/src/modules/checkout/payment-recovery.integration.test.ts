import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { demo, testConfig, useTestApp } from '../../../test/test-app';
import { createServices } from '../../services';
import type { PaymentLog } from '../payments/payment-states';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Logged = { fields: Record<string, unknown>; message: string };

/**
 * What a crash, a closed tab or a lapsed authorisation leaves, arranged as the database would hold it,
 * and the sweep's one pass over it (drain).
 */
describe('recovery of unsettled payments', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Record<string, string>;
  let recovery: ReturnType<typeof createServices>['paymentRecovery'];
  const logged: Logged[] = [];
  const collect = (message: string, fields: Record<string, unknown>) => logged.push({ fields, message });
  const log: PaymentLog = {
    info: (fields, message) => collect(message, fields),
    warn: (fields, message) => collect(message, fields),
    error: (fields, message) => collect(message, fields),
  };
  let n = 0;
  const key = () => `recovery-key-${++n}-${Date.now()}`;
  /** The sweep's clock has passed the payment's time to be looked at. */
  const due = (paymentId: number) =>
    t.sql(`update payments set recover_after = now() - interval '1 second' where id = ${paymentId}`);
  const paymentRow = (id: number) =>
    f.one<{ status: string; order_id: number | null }>(
      `select status, order_id from payments where id = ${id}`,
    );
  const none = { completed: 0, captured: 0, voided: 0, reversed: 0, retrying: 0 };

  /** A card checkout completed as the customer does it: the order, its booking, the capture. */
  async function paidOrder(occurrence: number) {
    await f.basketWith(alex, occurrence);
    const { paid, paymentId } = await f.checkoutByCard(alex, key());
    expect(paid.statusCode).toBe(200);
    return { paymentId, orderId: paid.json().data.order_id as number };
  }

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alex = await f.signIn(demo.username);
    recovery = createServices(t.database.db, testConfig(), undefined, log).paymentRecovery;
  });

  it('leaves a payment alone until its customer has had ten minutes', async () => {
    await f.basketWith(alex, await f.session());
    const { payment } = await f.payByCard(alex, key());
    expect(await recovery.drain()).toEqual(none);
    expect((await f.intentOf(payment.payment_id)).status).toBe('requires_capture');
    await t.sql(`update payments set status = 'voided' where id = ${payment.payment_id}`);
  });

  it('completes an authorised payment into its order when the basket is as it was quoted', async () => {
    await f.basketWith(alex, await f.session());
    const k = key();
    const { payment } = await f.payByCard(alex, k);
    await due(payment.payment_id);
    expect(await recovery.drain()).toEqual({ ...none, completed: 1 });
    const row = await paymentRow(payment.payment_id);
    expect(row.status).toBe('captured');
    expect((await f.intentOf(payment.payment_id)).status).toBe('succeeded');
    const booked = await f.one<{ n: number }>(
      `select count(*)::int as n from bookings where order_id = ${row.order_id}`,
    );
    expect(booked.n).toBe(1);
    // The customer's own retry of the pay call then finds the order the recovery made.
    const retry = await f.complete(alex, {
      payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
      idempotency_key: k,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.order_id).toBe(row.order_id);
    expect(await recovery.drain()).toEqual(none);
  });

  it('never books a basket that changed after the payment was authorised: it releases the card', async () => {
    const quoted = await f.session();
    await f.basketWith(alex, quoted);
    const { payment } = await f.payByCard(alex, key());
    // The crash, then the customer empties the basket and puts another session in it.
    const other = await f.session();
    await f.basketWith(alex, other);
    await due(payment.payment_id);
    expect(await recovery.drain()).toEqual({ ...none, voided: 1 });
    expect(await paymentRow(payment.payment_id)).toEqual({ status: 'voided', order_id: null });
    expect((await f.intentOf(payment.payment_id)).status).toBe('canceled');
    const booked = await f.one<{ n: number }>(
      `select count(*)::int as n from bookings where occurrence_id in (${quoted}, ${other})`,
    );
    expect(booked.n).toBe(0);
  });

  it('the pay call too refuses an authorisation for a basket that changed since, and releases it', async () => {
    await f.basketWith(alex, await f.session());
    const k = key();
    const { payment } = await f.payByCard(alex, k);
    await f.basketWith(alex, await f.session());
    const res = await f.complete(alex, {
      payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
      idempotency_key: k,
      terms: await f.termsIds(alex),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/basket has changed/);
    expect((await paymentRow(payment.payment_id)).status).toBe('voided');
    // Starting to pay again with that key is refused too: it belonged to the other basket.
    const again = await f.post(alex, '/api/checkout/payment', { idempotency_key: k });
    expect(again.statusCode).toBe(409);
  });

  it('captures an order whose pay call died between the commit and the capture', async () => {
    const { paymentId, orderId } = await paidOrder(await f.session());
    // As a kill leaves it: the order committed, the payment 'ordered', the card only authorised.
    await t.sql(`update payments set status = 'ordered' where id = ${paymentId}`);
    await t.sql(
      `update sandbox_payment_intents set status = 'requires_capture' where id = (select provider_ref from payments where id = ${paymentId})`,
    );
    await due(paymentId);
    logged.length = 0;
    expect(await recovery.drain()).toEqual({ ...none, captured: 1 });
    expect(await paymentRow(paymentId)).toEqual({ status: 'captured', order_id: orderId });
    expect((await f.intentOf(paymentId)).status).toBe('succeeded');
    expect(logged).toContainEqual({
      message: 'payment: captured',
      fields: expect.objectContaining({ paymentId, orderId, from: 'ordered', to: 'captured' }),
    });
    expect(logged.at(-1)).toEqual({
      message: 'payment recovery: pass done',
      fields: expect.objectContaining({ captured: 1 }),
    });
  });

  it('reverses an order whose authorisation lapsed before the capture: place, credit and an email', async () => {
    const occurrence = await f.session({ capacity: 3 });
    await t.sql(
      `insert into credit_entries (client_id, user_id, kind, amount, reason) select client_id, id, 'general', 200, 'Goodwill' from users where email = '${demo.username}'`,
    );
    await f.basketWith(alex, occurrence);
    const k = key();
    const { payment } = await f.payByCard(alex, k, undefined, { credit_amount: 200 });
    const done = await f.complete(alex, {
      payments: [
        { tender_type: 'card', payment_id: payment.payment_id },
        { tender_type: 'credit', amount: 200 },
      ],
      idempotency_key: k,
      terms: await f.termsIds(alex),
    });
    expect(done.statusCode).toBe(200);
    const orderId = done.json().data.order_id as number;
    const creditBefore = await f.one<{ sum: number }>(
      `select coalesce(sum(amount), 0)::int as sum from credit_entries where user_id = (select id from users where email = '${demo.username}')`,
    );
    await t.sql(`update payments set status = 'ordered' where id = ${payment.payment_id}`);
    await t.sql(
      `update sandbox_payment_intents set status = 'canceled' where id = (select provider_ref from payments where id = ${payment.payment_id})`,
    );
    await due(payment.payment_id);
    expect(await recovery.drain()).toEqual({ ...none, reversed: 1 });

    expect((await paymentRow(payment.payment_id)).status).toBe('reversed');
    const order = await t.inject({ method: 'GET', url: `/api/my-account/orders/${orderId}`, headers: alex });
    expect(order.json().data).toMatchObject({ id: orderId, status: 'reversed' });
    const bookings = await f.one<{ active: number }>(
      `select count(*) filter (where status = 'active')::int as active from bookings where order_id = ${orderId}`,
    );
    expect(bookings.active).toBe(0);
    const session = await f.one<{ booked_count: number }>(
      `select booked_count from occurrences where id = ${occurrence}`,
    );
    expect(session.booked_count).toBe(0);
    const creditAfter = await f.one<{ sum: number }>(
      `select coalesce(sum(amount), 0)::int as sum from credit_entries where user_id = (select id from users where email = '${demo.username}')`,
    );
    expect(creditAfter.sum).toBe(creditBefore.sum + 200);
    const email = await f.one<{ subject: string; text_body: string }>(
      `select subject, text_body from outbox_emails where to_address = '${demo.username}' order by id desc limit 1`,
    );
    expect(email.subject).toBe(`Your booking could not be completed (order ${orderId})`);
    expect(email.text_body).toContain('Checkout class');
    // Reversing is once only, however often the sweep comes back.
    await due(payment.payment_id);
    expect(await recovery.drain()).toEqual(none);
  });

  it('drains a backlog of any size in one pass, in batches, and says what it did', async () => {
    await t.sql(
      `insert into payments (client_id, user_id, cart_id, idempotency_key, provider, amount, currency, status, recover_after)
       select client_id, id, 0, 'backlog-' || g, 'sandbox', 650, 'GBP', 'created', now() - interval '1 minute'
       from users cross join generate_series(1, 130) g where email = '${demo.username}'`,
    );
    logged.length = 0;
    expect(await recovery.drain()).toEqual({ ...none, voided: 130 });
    const left = await f.one<{ n: number }>(
      `select count(*)::int as n from payments where idempotency_key like 'backlog-%' and status <> 'voided'`,
    );
    expect(left.n).toBe(0);
    expect(logged.filter((l) => l.message === 'payment recovery')).toHaveLength(130);
  });
});
