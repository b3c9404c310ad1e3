import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createStaffMember } from '../../../test/fixtures/staff-fixtures';
import { demo, testConfig, useTestApp } from '../../../test/test-app';
import { createServices } from '../../services';
import { priceChangedMessage } from '../basket/line-type';
import { feeInBasketMessage, feePaidMessage, signInToPayFeesMessage } from './fee-line';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;
type Item = {
  id: number;
  cartable_type: string;
  price: { raw: number };
  cartable_resource: { name: string };
};

/** An unpaid fee paid through the basket: the fee's line type (docs/decisions/019-line-types.md). */
describe('unpaid fees in the basket', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Headers;
  let alexId: number;
  let n = 0;
  const key = () => `fee-key-${++n}-${Date.now()}`;

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alex = await f.signIn(demo.username);
    alexId = (await f.one<{ id: number }>(`select id from users where email = '${demo.username}'`)).id;
  });

  async function fee(amount = 500, userId = alexId) {
    return (
      await f.one<{ id: number }>(
        `insert into penalties (client_id, user_id, type, description, fee_amount)
         values (${f.clientId}, ${userId}, 'admin', 'Replacement card', ${amount}) returning id`,
      )
    ).id;
  }
  const feeRow = (id: number) =>
    f.one<{ status: string; paid_order_id: number | null }>(
      `select status, paid_order_id from penalties where id = ${id}`,
    );
  const add = (headers: Headers, id: number) =>
    f.post(headers, '/api/activities/cart/add', { items: [{ id: String(id), type: 'penalty' }] });
  const clear = (headers: Headers) => t.inject({ method: 'DELETE', url: '/api/activities/cart', headers });

  it('puts a fee in the basket once, at what is owed, for the customer who owes it', async () => {
    await clear(alex);
    const id = await fee(750);
    const added = await add(alex, id);
    expect(added.statusCode).toBe(200);
    const [item] = added.json().data.items as Item[];
    expect(item).toMatchObject({ cartable_type: 'penalty', price: { raw: 750 } });
    expect(item!.cartable_resource.name).toBe('Replacement card');

    const again = await add(alex, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(feeInBasketMessage);
  });

  it("refuses a visitor, someone else's fee and a fee already paid", async () => {
    const id = await fee();
    const visitor = await f.post({}, '/api/activities/cart/add', {
      items: [{ id: String(id), type: 'penalty' }],
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(signInToPayFeesMessage);

    const priya = await f.signIn('priya.shah@example.com');
    expect((await add(priya, id)).statusCode).toBe(404);
    // A staff session is nobody on the customer's basket: the desk sells fees through its own calls.
    const desk = await createStaffMember(t);
    expect((await add(desk.headers, id)).statusCode).toBe(401);
    expect((await add(alex, 2_147_483_647)).statusCode).toBe(404);

    await t.sql(`update penalties set status = 'paid' where id = ${id}`);
    const paid = await add(alex, id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(feePaidMessage);
  });

  it('marks the fee paid by the order, so it is no longer owed', async () => {
    await clear(alex);
    const id = await fee(300);
    expect((await add(alex, id)).statusCode).toBe(200);
    const { paid } = await f.checkoutByCard(alex, key());
    expect(paid.statusCode).toBe(200);
    const orderId = paid.json().data.order_id as number;
    expect(await feeRow(id)).toEqual({ status: 'paid', paid_order_id: orderId });
    const owed = await t.inject({ method: 'GET', url: '/api/my-account/user/penalties', headers: alex });
    expect((owed.json().data as { id: number }[]).some((p) => p.id === id)).toBe(false);
    const item = await f.one<{ type: string; price: number }>(
      `select type, price from order_items where order_id = ${orderId}`,
    );
    expect(item).toEqual({ type: 'penalty', price: 300 });
  });

  it('refuses at pay a fee paid meanwhile, and releases the card', async () => {
    await clear(alex);
    const id = await fee(400);
    expect((await add(alex, id)).statusCode).toBe(200);
    // Paid from another basket (or waived by staff) after this one took it.
    await t.sql(`update penalties set status = 'waived' where id = ${id}`);
    const { paid, paymentId } = await f.checkoutByCard(alex, key());
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(feePaidMessage);
    expect((await f.intentOf(paymentId)).status).toBe('canceled');
    expect((await feeRow(id)).paid_order_id).toBeNull();
  });

  it('reprices a fee whose amount changed since it was added', async () => {
    await clear(alex);
    const id = await fee(400);
    expect((await add(alex, id)).statusCode).toBe(200);
    await t.sql(`update penalties set fee_amount = 450 where id = ${id}`);
    const { paid } = await f.checkoutByCard(alex, key());
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(priceChangedMessage);
    const cart = await t.inject({ method: 'GET', url: '/api/activities/cart', headers: alex });
    expect((cart.json().data.items as Item[])[0]!.price.raw).toBe(450);
  });

  it('makes the fee owed again when its order is undone (the authorisation lapsed)', async () => {
    await clear(alex);
    const id = await fee(200);
    expect((await add(alex, id)).statusCode).toBe(200);
    const { paid, paymentId } = await f.checkoutByCard(alex, key());
    expect(paid.statusCode).toBe(200);
    await t.sql(
      `update payments set status = 'ordered', recover_after = now() - interval '1 second' where id = ${paymentId}`,
    );
    await t.sql(
      `update sandbox_payment_intents set status = 'canceled' where id = (select provider_ref from payments where id = ${paymentId})`,
    );
    const recovery = createServices(t.database.db, testConfig()).paymentRecovery;
    expect((await recovery.drain()).reversed).toBe(1);
    expect(await feeRow(id)).toEqual({ status: 'unpaid', paid_order_id: null });
  });

  it("lists a family member's unpaid fee to the parent who pays it, and to nobody else", async () => {
    await clear(alex);
    const kid = (
      await t.inject({
        method: 'POST',
        url: '/api/my-account/user/linked-users',
        headers: alex,
        payload: { first_name: 'Sam', last_name: 'Morgan', date_of_birth: '2016-05-01', relationship: 'Son' },
      })
    ).json().data.id as number;
    const id = await fee(650, kid);
    const listed = async (headers: Headers) =>
      (await t.inject({ method: 'GET', url: '/api/my-account/user/penalties', headers })).json().data as {
        id: number;
        user: { id: number; name: string };
      }[];
    expect((await listed(alex)).find((p) => p.id === id)?.user).toEqual({ id: kid, name: 'Sam Morgan' });
    const priya = await f.signIn('priya.shah@example.com');
    expect((await listed(priya)).some((p) => p.id === id)).toBe(false);

    const added = await f.post(alex, '/api/activities/cart/add', {
      items: [{ id: String(id), type: 'penalty', purchased_for_user_id: kid }],
    });
    expect(added.statusCode).toBe(200);
    const { paid } = await f.checkoutByCard(alex, key());
    expect(paid.statusCode).toBe(200);
    expect((await feeRow(id)).status).toBe('paid');
    expect((await listed(alex)).some((p) => p.id === id)).toBe(false);
  });

  // Two baskets at once (the customer's own, and a desk's for them) pay one fee once: PGlite runs
  // transactions one after another, so only a real server can race them.
  it.skipIf(!inject('postgresTemplate'))(
    'pays a fee held in two baskets at once once: one order, the other refused (a card released)',
    async () => {
      await clear(alex);
      const desk = await createStaffMember(t);
      const id = await fee(900);
      expect((await add(alex, id)).statusCode).toBe(200);
      const deskAdd = await f.post(desk.headers, '/api/foh/activities/cart/add', {
        selected_user_id: alexId,
        items: [{ id: String(id), type: 'penalty' }],
      });
      expect(deskAdd.statusCode).toBe(200);

      const k = key();
      const terms = await f.termsIds(alex);
      const { payment } = await f.payByCard(alex, k);
      const answers = await Promise.all([
        f.post(alex, '/api/checkout/complete', {
          source: 'activity-booking',
          payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
          terms,
          idempotency_key: k,
        }),
        t.inject({
          method: 'POST',
          url: '/api/foh/activities/cart/pay',
          headers: { ...desk.headers, 'idempotency-key': key() },
          payload: { selected_user_id: alexId, terms, payments: [{ tender_type: 'cash', amount: 900 }] },
        }),
      ]);
      expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([
        200, 409,
      ]);
      expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(feePaidMessage);
      if (answers[0]!.statusCode === 409)
        expect((await f.intentOf(payment.payment_id)).status).toBe('canceled');
      const orders = await f.one<{ n: number }>(
        `select count(distinct order_id)::int as n from order_items where type = 'penalty' and order_id in
           (select paid_order_id from penalties where id = ${id})`,
      );
      expect(orders.n).toBe(1);
      expect((await feeRow(id)).status).toBe('paid');
    },
  );
});
