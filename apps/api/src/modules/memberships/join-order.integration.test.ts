import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createJoiningFixtures, type Headers } from '../../../test/fixtures/joining-fixtures';
import { useTestApp } from '../../../test/test-app';
import { addDays, localDate } from '../../platform/local-time';

type Checkout = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Joining = Awaited<ReturnType<typeof createJoiningFixtures>>;
type Fee = { formatted: string; decimal: string };
type Json = Record<string, any>;

/** YYYY-MM-DD as an order writes its dates. */
const asOrderDate = (day: string) => day.split('-').reverse().join('/');
const pence = (fee: Fee) => Math.round(Number(fee.decimal) * 100);
const money = (raw: number) => {
  const abs = Math.abs(raw);
  const decimal = `${raw < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return { raw, decimal, formatted: `${raw < 0 ? '-' : ''}£${decimal.replace('-', '')}` };
};

describe('an order that paid for a membership shows it as a membership', () => {
  const t = useTestApp();
  let c: Checkout;
  let f: Joining;
  beforeAll(async () => {
    c = await createCheckoutFixtures(t);
    f = await createJoiningFixtures(t);
  }, 60_000);

  const costsOf = async (key: string, query: string) => {
    const { typeId, optionId } = f.options.get(key)!;
    const res = await t.inject({
      method: 'GET',
      url: `/api/memberships/types/${typeId}/payment-options/${optionId}?venue_id=${f.venues.get('manchester-central')}&${query}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as Json;
  };
  /** The order as the pay call answered it, as the order details read it, and in the order history. */
  const answersOf = async (me: Headers, key: string) => {
    const { paid } = await c.checkoutByCard(me, key);
    expect(paid.statusCode).toBe(200);
    const orderId = paid.json().data.order_id as number;
    const headers = { authorization: me.authorization };
    const details = await t.inject({ method: 'GET', url: `/api/my-account/orders/${orderId}`, headers });
    expect(details.statusCode).toBe(200);
    const history = await t.inject({ method: 'GET', url: '/api/my-account/orders', headers });
    return [
      paid.json().data.order,
      details.json().data,
      (history.json().data as Json[]).find((o) => o.id === orderId),
    ] as Json[];
  };

  it('a monthly membership: its start, first collection, what joining cost part by part, fee and centre', async () => {
    const me = await f.customer();
    const today = localDate(new Date());
    const code = await f.promotion('NOJOININGFEE');
    const costs = await costsOf(
      'gym-and-swim/recurring',
      `start_date=${today}&billing_day=20&promotion_code_id=${code}`,
    );
    const joined = await f.join(me, f.body('gym-and-swim/recurring', { promotion_code_id: code }), 'order-m');
    expect(joined.statusCode).toBe(201);
    // A booking beside it in the same basket keeps to the fields of a booking.
    const session = await c.session();
    const added = await c.post(me, '/api/activities/cart/add', {
      items: [{ id: String(session), type: 'activity', activity_restriction_ids: [] }],
    });
    expect(added.statusCode).toBe(200);

    const parts = [
      ['Joining fee', pence(costs.fees.joining_fee)],
      ['Pro-rata fee', pence(costs.fees.pro_rata_fee)],
      ['Month in hand', pence(costs.fees.month_in_hand_fee)],
      ['Discount', -pence(costs.fees.discount)],
    ] as const;
    // The code waives the £25 joining fee: both show, whatever today makes of the rest.
    expect(pence(costs.fees.joining_fee)).toBe(2500);
    expect(pence(costs.fees.discount)).toBe(2500);
    for (const order of await answersOf(me, 'order-m-pay')) {
      expect(order.items).toHaveLength(2);
      const [membership, booking] = [
        order.items.find((i: Json) => i.type === 'membership'),
        order.items.find((i: Json) => i.type === 'activity'),
      ];
      expect(membership).toMatchObject({
        name: 'Gym & Swim',
        price: { raw: pence(costs.total_to_pay_now) },
        start_date: asOrderDate(today),
        payment_type: 'recurring',
        payment_option: {
          pretty_first_billing_date: costs.pretty_first_billing_date,
          fixed_duration: null,
          fixed_period: null,
        },
        fees: parts.filter(([, raw]) => raw !== 0).map(([label, raw]) => ({ label, price: money(raw) })),
        categories: [{ name: 'Gym' }, { name: 'Swim' }],
        base_fee: { price: { raw: 3999, decimal: '39.99', formatted: '£39.99' } },
        home_venue: { name: 'Manchester Central Pool & Gym' },
      });
      expect(membership.payment_option.pretty_first_billing_date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(membership.fees.at(-1)).toEqual({
        label: 'Discount',
        price: { raw: -2500, decimal: '-25.00', formatted: '-£25.00' },
      });
      for (const field of ['start_date', 'payment_type', 'payment_option', 'fees', 'base_fee', 'home_venue'])
        expect(booking).not.toHaveProperty(field);
    }
  });

  it('a single payment starting later: its own start date and term, no joining fees', async () => {
    const me = await f.customer();
    const start = addDays(localDate(new Date()), 3);
    const joined = await f.join(me, f.body('gym-and-swim/fixed3', { start_date: start }), 'order-f');
    expect(joined.statusCode).toBe(201);
    for (const order of await answersOf(me, 'order-f-pay')) {
      expect(order.items).toEqual([
        expect.objectContaining({
          type: 'membership',
          name: 'Gym & Swim',
          price: { raw: 11500, formatted: '£115.00' },
          start_date: asOrderDate(start),
          payment_type: 'fixed',
          payment_option: { pretty_first_billing_date: null, fixed_duration: 3, fixed_period: 'month' },
          fees: [],
          categories: [{ name: 'Gym' }, { name: 'Swim' }],
          base_fee: { price: { raw: 11500, decimal: '115.00', formatted: '£115.00' } },
          home_venue: { name: 'Manchester Central Pool & Gym' },
        }),
      ]);
    }
  });
});
