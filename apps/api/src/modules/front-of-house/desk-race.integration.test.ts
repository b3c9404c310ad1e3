import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cards, createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createStaffMember, type StaffMember } from '../../../test/fixtures/staff-fixtures';
import { demo, useTestApp } from '../../../test/test-app';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;

const cart = '/api/foh/activities/cart';

/**
 * Desk sales paid at once: only a real server runs the transactions side by side (PGlite has one
 * connection), so this runs on the PostgreSQL project only.
 */
describe.skipIf(!inject('postgresTemplate'))('paying at the desk at once', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alexId: number;
  let terms: number[];

  async function fill(staff: StaffMember, occurrence: number) {
    await t.inject({ method: 'DELETE', url: `${cart}?selected_user_id=${alexId}`, headers: staff.headers });
    const res = await f.post(staff.headers, `${cart}/add`, {
      selected_user_id: alexId,
      items: [{ id: String(occurrence), type: 'activity' }],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const pay = (staff: StaffMember, key: string) =>
    t.inject({
      method: 'POST',
      url: `${cart}/pay`,
      headers: { ...staff.headers, 'idempotency-key': key },
      payload: {
        selected_user_id: alexId,
        terms,
        payments: [{ tender_type: 'cash', amount: 650, tendered: 1000 }],
      },
    });
  const ordersFor = async (occurrence: number) =>
    await f.one<{ orders: number; bookings: number; tenders: number }>(
      `select (select count(distinct o.id)::int from orders o join order_items i on i.order_id = o.id
                   where i.occurrence_id = ${occurrence}) as orders,
                (select count(*)::int from bookings where occurrence_id = ${occurrence}) as bookings,
                (select count(*)::int from order_tenders t join order_items i on i.order_id = t.order_id
                   where i.occurrence_id = ${occurrence}) as tenders`,
    );

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alexId = (await f.one<{ id: number }>(`select id from users where reference = '${demo.reference}'`)).id;
    const alex = await f.signIn(demo.username);
    await f.basketWith(alex, await f.session());
    terms = await f.termsIds(alex);
    await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers: alex });
  }, 60_000);

  it('makes one order when one basket is paid from two tills at once', async () => {
    const first = await createStaffMember(t);
    const second = await createStaffMember(t, { userId: first.userId, venueIds: first.venueIds });
    const occurrence = await f.session();
    await fill(first, occurrence);
    const answers = await Promise.all([
      pay(first, `till-a-${occurrence}`),
      pay(second, `till-b-${occurrence}`),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().message).toBe('Your basket is empty.');
    expect(await ordersFor(occurrence)).toEqual({ orders: 1, bookings: 1, tenders: 1 });
  });

  it('makes one order when the pay call is sent again and again with one key', async () => {
    const staff = await createStaffMember(t);
    const occurrence = await f.session();
    await fill(staff, occurrence);
    const key = `retry-${occurrence}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(staff, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.order_id)).size).toBe(1);
    expect(await ordersFor(occurrence)).toEqual({ orders: 1, bookings: 1, tenders: 1 });
  });

  it('books the last place once when two staff sell it to one customer at once', async () => {
    const [a, b] = await Promise.all([createStaffMember(t), createStaffMember(t)]);
    const occurrence = await f.session({ capacity: 1 });
    await fill(a!, occurrence);
    // The place is held by the first basket: the second desk is told it is full, or pays after the first.
    const second = await f.post(b!.headers, `${cart}/add`, {
      selected_user_id: alexId,
      items: [{ id: String(occurrence), type: 'activity' }],
    });
    const answers = await Promise.all([
      pay(a!, `last-a-${occurrence}`),
      ...(second.statusCode === 200 ? [pay(b!, `last-b-${occurrence}`)] : []),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await ordersFor(occurrence)).toMatchObject({ orders: 1, bookings: 1 });
  });

  it('makes one order and one capture when a card sale is paid again and again with one key', async () => {
    const staff = await createStaffMember(t);
    const occurrence = await f.session();
    await fill(staff, occurrence);
    const started = await t.inject({
      method: 'POST',
      url: `${cart}/card-payment`,
      headers: { ...staff.headers, 'idempotency-key': `card-${occurrence}` },
      payload: { selected_user_id: alexId, amount: 650, presence: 'keyed' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const payment = started.json().data;
    const confirmed = await t.inject({
      method: 'POST',
      url: '/gateway/sandbox/confirm',
      payload: {
        client_secret: payment.client_secret,
        cardholder_name: 'Alex Morgan',
        card_number: cards.succeeds,
        expiry: '12/34',
        security_code: '123',
      },
    });
    expect(confirmed.json().data.status).toBe('requires_capture');
    const key = `card-retry-${occurrence}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.inject({
          method: 'POST',
          url: `${cart}/pay`,
          headers: { ...staff.headers, 'idempotency-key': key },
          payload: {
            selected_user_id: alexId,
            terms,
            payments: [{ tender_type: 'card', amount: 650, payment_id: payment.payment_id }],
          },
        }),
      ),
    );
    expect(
      answers.map((a) => a.statusCode),
      answers.map((a) => a.body).join('\n'),
    ).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.order_id)).size).toBe(1);
    expect(await ordersFor(occurrence)).toEqual({ orders: 1, bookings: 1, tenders: 1 });
    const row = await f.one<{ status: string }>(
      `select status from payments where id = ${payment.payment_id}`,
    );
    expect(row.status).toBe('captured');
    expect((await f.intentOf(payment.payment_id)).status).toBe('succeeded');
  });
});
