import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createJoiningFixtures, type Headers } from '../../../test/fixtures/joining-fixtures';
import { useTestApp } from '../../../test/test-app';
import { addDays, localDate } from '../../platform/local-time';
import { changeCosts } from './change-pricing';
import { changeCollectionLeadDays } from './membership-change';
import { nextBillingDate } from './membership-pricing';
import { renewalWindowDays, standingMessages } from './membership-standing';

type Json = Record<string, any>;
const pence = (fee: { decimal: string }) => Math.round(Number(fee.decimal) * 100);

describe('changing and renewing a membership', () => {
  const t = useTestApp();
  let c: Awaited<ReturnType<typeof createCheckoutFixtures>>;
  let f: Awaited<ReturnType<typeof createJoiningFixtures>>;
  beforeAll(async () => {
    c = await createCheckoutFixtures(t);
    f = await createJoiningFixtures(t);
  }, 60_000);

  const today = () => localDate(new Date());
  const feeOf = async (key: string) => {
    const { optionId } = f.options.get(key)!;
    return (
      await f.one<{ base_fee: number }>(
        `select base_fee from membership_payment_options where id = ${optionId}`,
      )
    ).base_fee;
  };
  /** A running membership of an option at Manchester Central; a single payment ends `daysLeft` from today. */
  async function hold(me: Headers, key: string, { daysLeft = 10, billingDay = 20, status = 'active' } = {}) {
    const { typeId, optionId } = f.options.get(key)!;
    const fixed = !key.includes('/recurring');
    const end = addDays(today(), daysLeft + 1);
    const { id } = await f.one<{ id: number }>(
      `insert into memberships (client_id, user_id, home_venue_id, reference, name, status, starts_at, expires_at,
         membership_type_id, payment_option_id, payment_type, base_fee, billing_day)
       select ${f.clientId}, ${me.userId}, ${f.venues.get('manchester-central')}, 'HELD', t.name, '${status}',
         ${fixed ? `(date '${addDays(end, -365)}')::timestamp at time zone 'Europe/London'` : `now() - interval '40 days'`},
         ${fixed ? `(date '${end}')::timestamp at time zone 'Europe/London'` : 'null'},
         t.id, o.id, o.payment_type, o.base_fee, ${fixed ? 'null' : billingDay}
       from membership_types t join membership_payment_options o on o.membership_type_id = t.id
       where t.id = ${typeId} and o.id = ${optionId} returning id`,
    );
    return id;
  }
  const get = (me: Headers, url: string) =>
    t.inject({ method: 'GET', url, headers: { authorization: me.authorization } });
  const post = (me: Headers, url: string, payload?: Json, key?: string) =>
    t.inject({
      method: 'POST',
      url,
      headers: { authorization: me.authorization, ...(key && { 'idempotency-key': key }) },
      ...(payload && { payload }),
    });
  const listed = async (me: Headers, id: number) =>
    ((await get(me, '/api/my-account/user/memberships')).json().data as Json[]).find((m) => m.id === id)!;

  it('lists a customer’s memberships with what each may do, and only to them', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/my-account/user/memberships' })).statusCode).toBe(401);
    const me = await f.customer();
    const monthly = await hold(me, 'off-peak-north/recurring', { billingDay: 20 });
    const ending = await hold(me, 'gym-and-swim/fixed12', { daysLeft: 10 });
    const later = await hold(me, 'gym-and-swim/fixed3', { daysLeft: renewalWindowDays + 5 });

    const m = await listed(me, monthly);
    expect(m).toMatchObject({
      status: 'active',
      payment_type: 'recurring',
      management_enabled: true,
      can_change: true,
      cannot_change_reason: null,
      renewable: false,
      expires_at: null,
      home_venue: { slug: 'manchester-central' },
      price: { formatted: '£21.99' },
    });
    expect(m.next_payment_date.raw).toBe(nextBillingDate(addDays(today(), 1), 20));
    expect(m.benefits.map((b: Json) => b.name)).toEqual(['Gym induction']);

    expect(await listed(me, ending)).toMatchObject({
      renewable: true,
      can_renew: true,
      expires_at: { raw: addDays(today(), 10) },
      next_payment_date: null,
    });
    expect(await listed(me, later)).toMatchObject({
      renewable: true,
      can_renew: false,
      renew_forbid_reason: standingMessages.tooEarly,
    });
    const stranger = await f.customer();
    expect(await listed(stranger, monthly)).toBeUndefined();
    expect((await get(stranger, `/api/memberships/${monthly}/change`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/memberships/${ending}/renew`)).statusCode).toBe(404);
  });

  it('an upgrade: offered the other monthly memberships, priced as the pure rule, paid at checkout, then the old one ends the day before', async () => {
    const me = await f.customer();
    // A start on the billing day itself would leave no days to top up: the billing day is another one.
    const startsAt = addDays(today(), 5);
    const billingDay = Number(startsAt.slice(8)) === 20 ? 21 : 20;
    const old = await hold(me, 'off-peak-north/recurring', { billingDay });
    const options = (await get(me, `/api/memberships/${old}/change`)).json().data;
    const offered = options.types.flatMap((type: Json) => type.payment_options.map((o: Json) => o.id));
    const target = f.options.get('gym-and-swim/recurring')!.optionId;
    expect(offered).toContain(target);
    expect(offered).not.toContain(f.options.get('off-peak-north/recurring')!.optionId);
    expect(offered).not.toContain(f.options.get('gym-and-swim/fixed3')!.optionId);
    // A change has no joining fee: the cards offered say so.
    const offeredFees = options.types.flatMap((type: Json) =>
      type.payment_options.map((o: Json) => o.fees.joining_fee.decimal),
    );
    expect(new Set(offeredFees)).toEqual(new Set(['0.00']));

    const refused = await get(me, `/api/memberships/${old}/change/${target}?startsAt=${today()}`);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['starts_at']);

    const costs = (await get(me, `/api/memberships/${old}/change/${target}?startsAt=${startsAt}`)).json()
      .data;
    const expected = changeCosts({
      current: { paymentType: 'recurring', baseFee: await feeOf('off-peak-north/recurring'), billingDay },
      target: { paymentType: 'recurring', baseFee: await feeOf('gym-and-swim/recurring') },
      startDate: startsAt,
      today: today(),
      collectionLeadDays: changeCollectionLeadDays,
    });
    expect(pence(costs.total_due_now)).toBe(expected.totalDueNow);
    expect(costs).toMatchObject({
      starts_at: { min: addDays(today(), 1) },
      current_ends_on: addDays(startsAt, -1),
      difference_to_old_membership: '£18.00 more per month than your current membership',
    });

    const body = { starts_at: startsAt, payment_option_id: target };
    const made = await post(me, `/api/memberships/${old}/change`, body, 'change-up');
    expect(made.statusCode).toBe(201);
    const again = await post(me, `/api/memberships/${old}/change`, body, 'change-up');
    expect(again.json()).toEqual(made.json());
    const { membership_id: membershipId, cart_item_id: cartItemId, order_id: orderId } = made.json().data;
    expect(orderId).toBeNull();
    expect(expected.totalDueNow).toBeGreaterThan(0);
    const cart = await f.cart(me);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      id: cartItemId,
      cartable_type: 'other',
      cartable_id: membershipId,
    });
    expect(cart.items[0].cartable_resource.new_membership).toBe(false);

    const { paid } = await c.checkoutByCard(me, 'pay-change-up');
    expect(paid.statusCode).toBe(200);
    const rows = await f.all<{ id: number; status: string; ends: string | null; starts: string }>(
      `select id, status, expires_at::text as ends, starts_at::text as starts from memberships where id in (${old}, ${membershipId}) order by id`,
    );
    expect(rows[1]!.status).toBe('pending');
    expect(rows[0]!.ends).toBe(rows[1]!.starts);
    expect(await listed(me, old)).toMatchObject({
      can_change: false,
      cannot_change_reason: standingMessages.changing,
      expires_at: { raw: addDays(startsAt, -1) },
    });
    expect((await get(me, `/api/memberships/${old}/change`)).statusCode).toBe(403);
  });

  it('answers a hostile or mistaken request with 4xx, never 5xx, and changes nothing', async () => {
    const me = await f.customer();
    const old = await hold(me, 'off-peak-north/recurring', { billingDay: 20 });
    const target = f.options.get('gym-and-swim/recurring')!.optionId;
    for (const day of ['2026-13-45', '2026-02-30', '0000-00-00', '9999-12-31'])
      expect((await get(me, `/api/memberships/${old}/change/${target}?startsAt=${day}`)).statusCode).toBe(
        422,
      );
    const bodies: (Json | undefined)[] = [
      undefined,
      {},
      { starts_at: 'tomorrow', payment_option_id: target },
      { starts_at: addDays(today(), 2), payment_option_id: '1; drop table memberships' },
      { starts_at: addDays(today(), 2), payment_option_id: 2_147_483_648 },
      { starts_at: addDays(today(), 2), payment_option_id: f.options.get('gym-and-swim/fixed3')!.optionId },
    ];
    for (const body of bodies) {
      const res = await post(me, `/api/memberships/${old}/change`, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const url of [
      '/api/memberships/0/change',
      '/api/memberships/abc/renew',
      '/api/memberships/99999999999/change',
    ])
      expect((await get(me, url)).statusCode).toBe(422);
    expect(await f.all(`select id from memberships where previous_membership_id = ${old}`)).toHaveLength(0);
  });

  it('a cheaper membership with nothing to pay is changed at once, by an order of nothing', async () => {
    const me = await f.customer();
    const old = await hold(me, 'gym-and-swim/recurring', { billingDay: 20 });
    const target = f.options.get('off-peak-north/recurring')!.optionId;
    const made = await post(me, `/api/memberships/${old}/change`, {
      starts_at: addDays(today(), 3),
      payment_option_id: target,
    });
    expect(made.statusCode).toBe(201);
    const { order_id: orderId, cart_item_id: cartItemId } = made.json().data;
    expect(cartItemId).toBeNull();
    const order = await get(me, `/api/my-account/orders/${orderId}`);
    expect(order.statusCode).toBe(200);
    expect(order.json().data.items[0]).toMatchObject({ type: 'membership', name: 'Off-Peak North' });
    expect((await f.cart(me)).items).toHaveLength(0);
  });

  it('a change taken out of the basket is forgotten, and the membership is as it was', async () => {
    const me = await f.customer();
    const old = await hold(me, 'off-peak-north/recurring', { billingDay: 20 });
    const made = await post(me, `/api/memberships/${old}/change`, {
      starts_at: addDays(today(), 25),
      payment_option_id: f.options.get('gym-and-swim/recurring')!.optionId,
    });
    const { membership_id: membershipId, cart_item_id: cartItemId } = made.json().data;
    const removed = await post(me, '/api/activities/cart/remove', { cart_item_ids: [cartItemId] });
    expect(removed.statusCode).toBe(200);
    expect(await f.all(`select id from memberships where id = ${membershipId}`)).toHaveLength(0);
    expect(await listed(me, old)).toMatchObject({ can_change: true, expires_at: null });
  });

  it('renews a single payment once, however often it is asked, from the day after it ends', async () => {
    const me = await f.customer();
    const monthly = await hold(me, 'off-peak-north/recurring');
    const renew = await post(me, `/api/memberships/${monthly}/renew`);
    expect(renew.statusCode).toBe(422);
    expect(Object.keys(renew.json().errors)).toEqual(['membership']);

    const held = await hold(me, 'gym-and-swim/fixed12', { daysLeft: 10 });
    const details = (await get(me, `/api/memberships/${held}/renew`)).json().data;
    expect(details).toMatchObject({
      start_date: { raw: addDays(today(), 11) },
      duration: '12 months',
      joining_fee: null,
      total_cost: { formatted: '£399.00' },
      access: 'All national locations.',
    });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(me, `/api/memberships/${held}/renew`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.cart_item_id)).size).toBe(1);
    const cart = await f.cart(me);
    expect(cart.items.map((i: Json) => i.cartable_type)).toEqual(['membershipRenewal']);

    const { paid } = await c.checkoutByCard(me, 'pay-renewal');
    expect(paid.statusCode).toBe(200);
    const [renewal] = await f.all<{ status: string; starts: string; origin: string }>(
      `select status, origin, to_char(starts_at at time zone 'Europe/London', 'YYYY-MM-DD') as starts
       from memberships where previous_membership_id = ${held}`,
    );
    expect(renewal).toEqual({ status: 'pending', origin: 'renewal', starts: addDays(today(), 11) });
    expect(await listed(me, held)).toMatchObject({
      can_renew: false,
      renew_forbid_reason: standingMessages.renewed,
    });
    expect((await post(me, `/api/memberships/${held}/renew`)).statusCode).toBe(422);
  });

  it('the demo has a membership paid for and pending until next week, listed, and one lapsed', async () => {
    const rows = await f.all<{ reference: string; status: string; starts: string; paid: boolean }>(
      `select u.reference, m.status, to_char(m.starts_at at time zone 'Europe/London', 'YYYY-MM-DD') as starts,
         m.order_id is not null as paid
       from memberships m join users u on u.id = m.user_id where u.reference in ('C100015', 'C100025')
       order by u.reference`,
    );
    expect(rows.map((r) => [r.reference, r.status, r.paid])).toEqual([
      ['C100015', 'expired', false],
      ['C100025', 'pending', true],
    ]);
    expect(rows[1]!.starts).toBe(addDays(today(), 7));
  });

  it('renews a single payment that lapsed three weeks ago from today, and it is running as soon as it is paid', async () => {
    const me = await f.customer();
    const lapsed = await hold(me, 'gym-and-swim/fixed3', { daysLeft: -21, status: 'expired' });
    expect(await listed(me, lapsed)).toMatchObject({
      status: 'expired',
      management_enabled: false,
      renewable: true,
      can_renew: true,
    });
    const details = (await get(me, `/api/memberships/${lapsed}/renew`)).json().data;
    expect(details.start_date.raw).toBe(today());
    expect((await post(me, `/api/memberships/${lapsed}/renew`)).statusCode).toBe(200);
    const { paid } = await c.checkoutByCard(me, 'pay-lapsed-renewal');
    expect(paid.statusCode).toBe(200);
    const [renewal] = await f.all<{ status: string }>(
      `select status from memberships where previous_membership_id = ${lapsed}`,
    );
    expect(renewal).toEqual({ status: 'active' });
  });
});
