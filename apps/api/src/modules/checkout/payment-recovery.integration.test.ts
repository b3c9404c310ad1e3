import { beforeAll, describe, expect, it } from 'vitest';
import { demo, testConfig, useTestApp } from '../../../test/test-app';
import { createServices } from '../../services';
import { createCheckoutFixtures } from './checkout-fixtures';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;

/** A crash between the card form and the pay call, simulated by authorising and never completing. */
describe('recovery of abandoned payments', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Record<string, string>;
  let recovery: ReturnType<typeof createServices>['paymentRecovery'];
  let n = 0;
  const key = () => `recovery-key-${++n}-${Date.now()}`;
  const age = (paymentId: number, minutes: number) =>
    t.sql(`update payments set updated_at = now() - interval '${minutes} minutes' where id = ${paymentId}`);

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alex = await f.signIn(demo.username);
    recovery = createServices(t.database.db, testConfig()).paymentRecovery;
  });

  it('leaves a payment younger than ten minutes alone', async () => {
    await f.basketWith(alex, await f.session());
    const { payment } = await f.payByCard(alex, key());
    await age(payment.payment_id, 5);
    expect(await recovery.recoverAbandoned()).toEqual({ completed: 0, voided: 0 });
    expect((await f.intentOf(payment.payment_id)).status).toBe('requires_capture');
    await age(payment.payment_id, 0);
    await t.sql(`update payments set status = 'voided' where id = ${payment.payment_id}`);
  });

  it('completes an authorised payment into its order when the basket can still be booked', async () => {
    const occurrence = await f.session();
    await f.basketWith(alex, occurrence);
    const k = key();
    const { payment } = await f.payByCard(alex, k);
    await age(payment.payment_id, 11);
    expect(await recovery.recoverAbandoned()).toEqual({ completed: 1, voided: 0 });
    const row = await f.one<{ status: string; order_id: number | null }>(
      `select status, order_id from payments where id = ${payment.payment_id}`,
    );
    expect(row.status).toBe('captured');
    expect(row.order_id).not.toBeNull();
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
    expect(await recovery.recoverAbandoned()).toEqual({ completed: 0, voided: 0 });
  });

  it('cancels at the gateway when the basket can no longer be booked, and a form never filled in', async () => {
    const occurrence = await f.session({ capacity: 2 });
    await f.basketWith(alex, occurrence);
    const { payment } = await f.payByCard(alex, key());
    await t.sql(`update occurrences set booked_count = capacity where id = ${occurrence}`);
    await age(payment.payment_id, 11);
    expect(await recovery.recoverAbandoned()).toEqual({ completed: 0, voided: 1 });
    expect((await f.intentOf(payment.payment_id)).status).toBe('canceled');

    await f.basketWith(alex, await f.session());
    const started = (await f.post(alex, '/api/checkout/payment', { idempotency_key: key() })).json().data;
    await age(started.payment_id, 30);
    expect(await recovery.recoverAbandoned()).toEqual({ completed: 0, voided: 1 });
    expect((await f.intentOf(started.payment_id)).status).toBe('canceled');
    const row = await f.one<{ status: string }>(
      `select status from payments where id = ${started.payment_id}`,
    );
    expect(row.status).toBe('voided');
  });
});
