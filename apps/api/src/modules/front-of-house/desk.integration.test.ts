import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createStaffMember, type StaffMember } from '../../../test/fixtures/staff-fixtures';
import { demo, useTestApp } from '../../../test/test-app';
import { localDate } from '../../platform/local-time';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;

const cart = '/api/foh/activities/cart';
let keys = 0;
const key = () => `desk-test-${++keys}-${Date.now()}`;

describe('selling at the desk', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alexId: number;
  let alex: Headers;
  let desk: StaffMember;
  let manager: StaffMember;
  let elsewhere: StaffMember;
  let noVenue: StaffMember;
  let otherVenueId: number;
  let terms: number[];

  const get = (headers: Headers, url: string) => t.inject({ method: 'GET', url, headers });
  const put = (headers: Headers, url: string, payload: Record<string, unknown>) =>
    t.inject({ method: 'PUT', url, headers, payload });
  async function deskBasket(staff: StaffMember, customerId = alexId, occurrence?: number) {
    await t.inject({
      method: 'DELETE',
      url: `${cart}?selected_user_id=${customerId}`,
      headers: staff.headers,
    });
    const res = await f.post(staff.headers, `${cart}/add`, {
      selected_user_id: customerId,
      items: [{ id: String(occurrence ?? (await f.session())), type: 'activity' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const pay = (staff: StaffMember, payload: Record<string, unknown>, idempotencyKey: string | null = key()) =>
    t.inject({
      method: 'POST',
      url: `${cart}/pay`,
      headers: { ...staff.headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload: { selected_user_id: alexId, terms, ...payload },
    });

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alexId = (await f.one<{ id: number }>(`select id from users where reference = '${demo.reference}'`)).id;
    alex = await f.signIn(demo.username);
    otherVenueId = (
      await f.one<{ id: number }>(
        `select id from venues where client_id = ${f.clientId} and slug <> 'manchester-central' order by id limit 1`,
      )
    ).id;
    desk = await createStaffMember(t);
    manager = await createStaffMember(t, { role: 'venue_manager' });
    elsewhere = await createStaffMember(t, { venueIds: [otherVenueId] });
    noVenue = await createStaffMember(t, { deskVenueId: null });
    await f.basketWith(alex, await f.session());
    terms = await f.termsIds(alex);
    await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers: alex });
  });

  describe('finding a customer', () => {
    it('finds account holders by a prefix of a name, an email, a reference or a postcode, a page at a time', async () => {
      const ids = async (q: string) =>
        (await get(desk.headers, `/api/foh/customers?q=${encodeURIComponent(q)}&per_page=50`))
          .json()
          .data.map((c: { id: number }) => c.id);
      expect(await ids('morg')).toContain(alexId);
      expect(await ids('ALEX.MOR')).toContain(alexId);
      expect(await ids('c1000')).toEqual(expect.arrayContaining([alexId]));
      expect(await ids('Alex Mor')).toContain(alexId);
      const { postcode } = await f.one<{ postcode: string | null }>(
        `select postcode from users where id = ${alexId}`,
      );
      if (postcode)
        expect(await ids(postcode.replace(/\s/g, '').toLowerCase().slice(0, 4))).toContain(alexId);
      // LIKE's wildcards are only themselves: nobody's name starts with them.
      expect(await ids('%%%')).toEqual([]);
      expect(await ids('___')).toEqual([]);
      // Staff and family members are not customers to sell to.
      expect(await ids('staff')).toEqual([]);

      const page = await get(desk.headers, '/api/foh/customers?q=c10&per_page=2&page=2');
      expect(page.statusCode).toBe(200);
      expect(page.json().data).toHaveLength(2);
      expect(page.json().pagination).toMatchObject({ current_page: 2, first_record_on_current_page: 3 });
      expect(Object.keys(page.json().data[0]).sort()).toEqual([
        'date_of_birth',
        'email',
        'first_name',
        'id',
        'last_name',
        'postcode',
        'reference',
      ]);
    });

    it('asks for 3 characters, and keeps the search to staff past their second factor', async () => {
      const short = await get(desk.headers, '/api/foh/customers?q=al');
      expect(short.statusCode).toBe(422);
      expect(short.json().errors.q).toEqual(['Please type at least 3 characters.']);
      expect((await get({}, '/api/foh/customers?q=alex')).statusCode).toBe(401);
      expect((await get(alex, '/api/foh/customers?q=alex')).statusCode).toBe(403);
      // A customer is refused before the query is read: no hint of what it would have said.
      expect((await get(alex, '/api/foh/customers?q=a')).statusCode).toBe(403);
      const pending = await createStaffMember(t, { secondFactor: false });
      expect((await get(pending.headers, '/api/foh/customers?q=alex')).statusCode).toBe(403);
    });

    it('shows a customer’s details, family, bookings, memberships and unpaid fees', async () => {
      const res = await get(desk.headers, `/api/foh/customers/${alexId}`);
      expect(res.statusCode).toBe(200);
      const profile = res.json().data;
      expect(profile.customer).toMatchObject({ id: alexId, reference: demo.reference });
      for (const part of ['family', 'upcoming_bookings', 'memberships', 'unpaid_fees'])
        expect(Array.isArray(profile[part])).toBe(true);
      expect((await get(desk.headers, `/api/foh/customers/${desk.userId}`)).statusCode).toBe(404);
      expect((await get(desk.headers, '/api/foh/customers/2147483647')).statusCode).toBe(404);
    });
  });

  describe('the desk basket', () => {
    it('is a basket of each staff member for each customer, apart from the customer’s own, and prints receipts', async () => {
      const basket = await deskBasket(desk);
      expect(basket).toMatchObject({ enable_print_receipt: true, selected_user_id: alexId });
      expect(basket.items).toHaveLength(1);
      expect(basket.items[0].purchased_for_user_id).toBe(alexId);
      const own = (await get(alex, '/api/activities/cart')).json().data;
      expect(own.items).toHaveLength(0);
      expect(own.enable_print_receipt).toBe(false);
      expect(
        (await get(manager.headers, `${cart}?selected_user_id=${alexId}`)).json().data.items,
      ).toHaveLength(0);
      const kinds = await f.one<{ n: number }>(
        `select count(*)::int as n from carts where user_id = ${desk.userId} and kind = 'foh' and status = 'open'`,
      );
      expect(kinds.n).toBe(1);
    });

    it('needs a customer, and an account holder at that', async () => {
      const none = await get(desk.headers, cart);
      expect(none.statusCode).toBe(422);
      expect(none.json().errors).toHaveProperty('selected_user_id');
      expect((await get(desk.headers, `${cart}?selected_user_id=${manager.userId}`)).statusCode).toBe(404);
      const add = await f.post(desk.headers, `${cart}/add`, { items: [{ id: '1', type: 'activity' }] });
      expect(add.statusCode).toBe(422);
    });

    it('takes cash beyond the balance and shows the change, and refuses what breaks the tender rules', async () => {
      await deskBasket(desk);
      const cash = await put(desk.headers, `${cart}/payments`, {
        selected_user_id: alexId,
        payments: [{ tender_type: 'cash', amount: 650, tendered: 2000 }],
      });
      expect(cash.statusCode, cash.body).toBe(200);
      const data = cash.json().data;
      expect(data.totals.balance).toBe(0);
      expect(data.change_due.raw).toBe(1350);
      expect(data.tenders).toEqual([
        {
          tender_type: 'cash',
          amount: expect.objectContaining({ raw: 650 }),
          tendered: expect.objectContaining({ raw: 2000 }),
          change: expect.objectContaining({ raw: 1350, formatted: '£13.50' }),
          reference: null,
          card: null,
        },
      ]);
      const over = await put(desk.headers, `${cart}/payments`, {
        selected_user_id: alexId,
        payments: [{ tender_type: 'cheque', amount: 651, reference: '000001' }],
      });
      expect(over.statusCode).toBe(422);
      expect(over.json().errors.payments).toEqual(['Payments cannot be more than the basket total.']);
      const twice = await put(desk.headers, `${cart}/payments`, {
        selected_user_id: alexId,
        payments: [
          { tender_type: 'cash', amount: 100 },
          { tender_type: 'cash', amount: 200 },
        ],
      });
      expect(twice.statusCode).toBe(422);
      const card = await put(desk.headers, `${cart}/payments`, {
        selected_user_id: alexId,
        payments: [{ tender_type: 'card', amount: 650 }],
      });
      expect(card.statusCode).toBe(422);
      // Removing the line leaves only credit: the cash goes.
      const line = data.items[0].id;
      const removed = await f.post(desk.headers, `${cart}/remove`, {
        selected_user_id: alexId,
        cart_item_ids: [line],
      });
      expect(removed.json().data.tenders).toEqual([]);
    });

    it('keeps the customer’s URL to customers: cash there is refused, and staff cannot fill it for someone else', async () => {
      // A staff session counts for nothing on a customer's calls (decision 052): it is a visitor there.
      const staffOnCustomerUrl = await get(desk.headers, `/api/activities/cart?selected_user_id=${alexId}`);
      expect(staffOnCustomerUrl.statusCode).toBe(200);
      expect(staffOnCustomerUrl.json().data).toMatchObject({
        is_anonymous: true,
        items: [],
        selected_user_id: null,
      });
      const own = await put(alex, '/api/activities/cart/payments', {
        payments: [{ tender_type: 'cash', amount: 100 }],
      });
      expect(own.statusCode).toBe(403);
    });
  });

  describe('paying', () => {
    it('pays £20 cash for £6.50: one order for the customer, with its seller, venue, tenders, change and audit', async () => {
      const occurrence = await f.session();
      await deskBasket(desk, alexId, occurrence);
      const k = key();
      const res = await pay(desk, { payments: [{ tender_type: 'cash', amount: 650, tendered: 2000 }] }, k);
      expect(res.statusCode, res.body).toBe(200);
      const paid = res.json().data;
      expect(paid).toMatchObject({
        total: { raw: 650 },
        change_due: { raw: 1350 },
        tenders: [
          { tender_type: 'cash', amount: { raw: 650 }, tendered: { raw: 2000 }, change: { raw: 1350 } },
        ],
        receipt: {
          print_url: `/foh/orders/${paid.order_id}/receipt`,
          pdf_url: `/api/foh/orders/${paid.order_id}/receipt.pdf`,
        },
      });
      const order = await f.one<Record<string, unknown>>(
        `select user_id, staff_user_id, venue_id, source, payment_type, total from orders where id = ${paid.order_id}`,
      );
      const venueId = desk.venueIds[0];
      expect(order).toEqual({
        user_id: alexId,
        staff_user_id: desk.userId,
        venue_id: venueId,
        source: 'foh',
        payment_type: 'cash',
        total: 650,
      });
      const booking = await f.one<{ user_id: number }>(
        `select user_id from bookings where occurrence_id = ${occurrence}`,
      );
      expect(booking.user_id).toBe(alexId);
      const audit = await f.one<Record<string, unknown>>(
        `select staff_user_id, customer_user_id, venue_id, amount from staff_audit_events
         where action = 'sale' and staff_user_id = ${desk.userId} order by id desc limit 1`,
      );
      expect(audit).toEqual({
        staff_user_id: desk.userId,
        customer_user_id: alexId,
        venue_id: venueId,
        amount: 650,
      });

      // The same key again is the same order, answered the same way.
      const again = await pay(desk, { payments: [{ tender_type: 'cash', amount: 650, tendered: 2000 }] }, k);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(paid);
      const count = await f.one<{ n: number }>(
        `select count(*)::int as n from orders where user_id = ${alexId} and idempotency_key = '${k}'`,
      );
      expect(count.n).toBe(1);
      // The customer sees it in their account.
      const mine = (await get(alex, '/api/my-account/orders')).json().data;
      expect(mine.some((o: { id: number }) => o.id === paid.order_id)).toBe(true);
    });

    it('pays with the tenders put against the basket when the call names none', async () => {
      await deskBasket(desk);
      await put(desk.headers, `${cart}/payments`, {
        selected_user_id: alexId,
        payments: [{ tender_type: 'cash', amount: 650, tendered: 1000 }],
      });
      const res = await pay(desk, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.change_due.raw).toBe(350);
    });

    it('splits a voucher and credit, each voucher with its code', async () => {
      await t.sql(
        `insert into credit_entries (client_id, user_id, kind, amount, reason) values (${f.clientId}, ${alexId}, 'general', 200, 'Desk test')`,
      );
      await deskBasket(desk);
      const noCode = await pay(desk, {
        payments: [
          { tender_type: 'offline-voucher', amount: 450 },
          { tender_type: 'credit', amount: 200 },
        ],
      });
      expect(noCode.statusCode).toBe(422);
      expect(noCode.json().errors.payments).toEqual(['A cheque or voucher needs its number or code.']);
      const res = await pay(desk, {
        payments: [
          { tender_type: 'offline-voucher', amount: 450, reference: 'GIFT-123' },
          { tender_type: 'credit', amount: 200 },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = (await t.sql(
        `select tender_type, amount, tendered, reference from order_tenders where order_id = ${res.json().data.order_id} order by id`,
      )) as unknown as { rows: unknown[] };
      expect(rows.rows).toEqual([
        { tender_type: 'offline-voucher', amount: 450, tendered: 450, reference: 'GIFT-123' },
        { tender_type: 'credit', amount: 200, tendered: 200, reference: null },
      ]);
    });

    it('refuses to pay unless the tenders cover the basket, without a key, or without a desk venue', async () => {
      await deskBasket(desk);
      const short = await pay(desk, { payments: [{ tender_type: 'cash', amount: 100 }] });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors.payments).toEqual(['The payments do not cover the amount due.']);
      const zero = await pay(desk, { payments: [{ tender_type: 'cash', amount: 0 }] });
      expect(zero.statusCode).toBe(422);
      expect((await pay(desk, { payments: [{ tender_type: 'cash', amount: 650 }] }, null)).statusCode).toBe(
        422,
      );
      await deskBasket(noVenue);
      const venueless = await pay(noVenue, { payments: [{ tender_type: 'cash', amount: 650 }] });
      expect(venueless.statusCode).toBe(422);
      expect(venueless.json().errors).toHaveProperty('venue_id');
      // The old staff path is gone: a customer is told where it went, a staff session is nobody there.
      expect((await f.post(alex, '/api/activities/cart/pay', { selected_user_id: alexId })).statusCode).toBe(
        410,
      );
      expect(
        (await f.post(desk.headers, '/api/activities/cart/pay', { selected_user_id: alexId })).statusCode,
      ).toBe(401);
    });
  });

  describe('receipts and takings', () => {
    let orderId: number;
    beforeAll(async () => {
      await deskBasket(desk);
      const res = await pay(desk, {
        payments: [
          { tender_type: 'cheque', amount: 150, reference: '000123' },
          { tender_type: 'cash', amount: 500, tendered: 1000 },
        ],
      });
      orderId = res.json().data.order_id;
    });

    it('gives the receipt to staff of the sale’s venue, as JSON and as an 80 mm PDF', async () => {
      const res = await get(desk.headers, `/api/foh/orders/${orderId}/receipt`);
      expect(res.statusCode, res.body).toBe(200);
      const receipt = res.json().data;
      expect(receipt).toMatchObject({
        order_id: orderId,
        total: { raw: 650 },
        vat: { raw: 0 },
        change_due: { raw: 500 },
        seller: { id: desk.userId },
        venue: { id: desk.venueIds[0] },
        customer: { id: alexId, reference: demo.reference },
      });
      expect(receipt.lines).toHaveLength(1);
      expect(receipt.tenders.map((t: { tender_type: string }) => t.tender_type)).toEqual(['cheque', 'cash']);
      expect((await get(manager.headers, `/api/foh/orders/${orderId}/receipt`)).statusCode).toBe(200);
      expect((await get(elsewhere.headers, `/api/foh/orders/${orderId}/receipt`)).statusCode).toBe(403);
      expect((await get(alex, `/api/foh/orders/${orderId}/receipt`)).statusCode).toBe(403);
      expect((await get({}, `/api/foh/orders/${orderId}/receipt`)).statusCode).toBe(401);
      const online = await f.one<{ id: number }>(
        `select id from orders where staff_user_id is null order by id limit 1`,
      );
      expect((await get(desk.headers, `/api/foh/orders/${online.id}/receipt`)).statusCode).toBe(404);

      const pdf = await get(desk.headers, `/api/foh/orders/${orderId}/receipt.pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await get(elsewhere.headers, `/api/foh/orders/${orderId}/receipt.pdf`)).statusCode).toBe(403);
    });

    it('adds up the day’s takings at the venue as the orders made, by tender and by staff member', async () => {
      const venueId = desk.venueIds[0]!;
      const day = localDate(new Date(), 'Europe/London');
      const res = await get(desk.headers, `/api/foh/reports/takings?venue_id=${venueId}&date=${day}`);
      expect(res.statusCode, res.body).toBe(200);
      const takings = res.json().data;
      const today = `(o.created_at at time zone 'Europe/London')::date = '${day}'`;
      const expected = await f.one<{
        total: number;
        orders: number;
        change: number;
        cash: number;
        cheque: number;
      }>(
        `select (select coalesce(sum(total), 0)::int from orders o where o.venue_id = ${venueId} and o.staff_user_id is not null and ${today}) as total,
                (select count(*)::int from orders o where o.venue_id = ${venueId} and o.staff_user_id is not null and ${today}) as orders,
                (select coalesce(sum(tendered - amount), 0)::int from order_tenders t join orders o on o.id = t.order_id
                   where o.venue_id = ${venueId} and ${today}) as change,
                (select coalesce(sum(t.amount), 0)::int from order_tenders t join orders o on o.id = t.order_id
                   where o.venue_id = ${venueId} and ${today} and t.tender_type = 'cash') as cash,
                (select coalesce(sum(t.amount), 0)::int from order_tenders t join orders o on o.id = t.order_id
                   where o.venue_id = ${venueId} and ${today} and t.tender_type = 'cheque') as cheque`,
      );
      expect(takings.total.raw).toBe(expected.total);
      expect(takings.order_count).toBe(expected.orders);
      expect(takings.change_given.raw).toBe(expected.change);
      const byTender = Object.fromEntries(
        takings.by_tender.map((t: { tender_type: string; amount: { raw: number } }) => [
          t.tender_type,
          t.amount.raw,
        ]),
      );
      expect(byTender.cash).toBe(expected.cash);
      expect(byTender.cheque).toBe(expected.cheque);
      const tenderSum = takings.by_tender.reduce(
        (s: number, t: { amount: { raw: number } }) => s + t.amount.raw,
        0,
      );
      expect(tenderSum).toBe(expected.total);
      const staffSum = takings.by_staff.reduce(
        (s: number, p: { amount: { raw: number } }) => s + p.amount.raw,
        0,
      );
      expect(staffSum).toBe(expected.total);
      expect(takings.by_staff.map((p: { staff: { id: number } }) => p.staff.id)).toContain(desk.userId);

      const yesterday = localDate(new Date(Date.now() - 2 * 86_400_000), 'Europe/London');
      const empty = (
        await get(desk.headers, `/api/foh/reports/takings?venue_id=${venueId}&date=${yesterday}`)
      ).json().data;
      expect(empty).toMatchObject({ total: { raw: 0 }, order_count: 0, by_tender: [], by_staff: [] });
      expect(
        (await get(elsewhere.headers, `/api/foh/reports/takings?venue_id=${venueId}&date=${day}`)).statusCode,
      ).toBe(403);
      expect(
        (await get(desk.headers, `/api/foh/reports/takings?venue_id=${venueId}&date=2026-02-30`)).statusCode,
      ).toBe(422);
      expect(
        (await get(desk.headers, `/api/foh/reports/takings?venue_id=2147483647&date=${day}`)).statusCode,
      ).toBe(404);
    });

    it('exports the takings as CSV: a header row, quoted where needed, no formulas', async () => {
      const venueId = desk.venueIds[0]!;
      const day = localDate(new Date(), 'Europe/London');
      // A seller whose name a spreadsheet would run as a formula, with a comma to quote.
      const sly = await createStaffMember(t);
      await t.sql(
        `update users set first_name = '=HYPERLINK("x")', last_name = 'Sly, Jr' where id = ${sly.userId}`,
      );
      await deskBasket(sly);
      expect((await pay(sly, { payments: [{ tender_type: 'cash', amount: 650 }] })).statusCode).toBe(200);
      const res = await get(desk.headers, `/api/foh/reports/takings.csv?venue_id=${venueId}&date=${day}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="takings-manchester-central-/,
      );
      const lines = res.body.split('\r\n');
      expect(lines[0]).toBe('Venue,Date,Staff,Tender,Count,Amount');
      expect(res.body).toContain(`"'=HYPERLINK(""x"") Sly, Jr",Cash,1,6.50`);
      expect(res.body).not.toMatch(/(^|,)=/m);
      expect(lines.at(-1)).toBe('');
      const json = (
        await get(desk.headers, `/api/foh/reports/takings?venue_id=${venueId}&date=${day}`)
      ).json().data;
      expect(res.body).toContain(`All staff,Total,${json.order_count},${json.total.decimal}\r\n`);
      expect(res.body).toContain(`All staff,Change given,,${json.change_given.decimal}\r\n`);
    });
  });
});
