import { beforeAll, describe, expect, it } from 'vitest';
import { cards, createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createStaffMember, type StaffMember } from '../../../test/fixtures/staff-fixtures';
import { demo, testConfig, useTestApp } from '../../../test/test-app';
import { localDate } from '../../platform/local-time';
import { createServices } from '../../services';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;
type Json = Record<string, unknown>;

const cart = '/api/foh/activities/cart';
let keys = 0;
const key = () => `desk-card-${++keys}-${Date.now()}`;

/** The desk's card tender (decision 053) and its tenders synced through the basket with their references. */
describe('card and synced tenders at the desk', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alexId: number;
  let alex: Headers;
  let desk: StaffMember;
  let colleague: StaffMember;
  let terms: number[];

  const put = (headers: Headers, url: string, payload: Json) =>
    t.inject({ method: 'PUT', url, headers, payload });
  async function deskBasket(staff: StaffMember = desk) {
    await t.inject({ method: 'DELETE', url: `${cart}?selected_user_id=${alexId}`, headers: staff.headers });
    const res = await f.post(staff.headers, `${cart}/add`, {
      selected_user_id: alexId,
      items: [{ id: String(await f.session()), type: 'activity' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.totals.total as number;
  }
  const startCard = (headers: Headers, payload: Json, idempotencyKey: string | null = key()) =>
    t.inject({
      method: 'POST',
      url: `${cart}/card-payment`,
      headers: { ...headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload: { selected_user_id: alexId, presence: 'keyed', ...payload },
    });
  /** A card given in the sandbox's form (keyed) or presented to its reader. */
  async function cardFor(amount: number, number = cards.succeeds, staff = desk, presence = 'keyed') {
    const res = await startCard(staff.headers, { amount, presence });
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
    const given =
      presence === 'keyed'
        ? await t.inject({
            method: 'POST',
            url: '/gateway/sandbox/confirm',
            payload: {
              client_secret: payment.client_secret,
              cardholder_name: 'Alex Morgan',
              card_number: number,
              expiry: '12/34',
              security_code: '123',
            },
          })
        : await t.inject({
            method: 'POST',
            url: '/gateway/sandbox/present',
            payload: { client_secret: payment.client_secret, card_number: number.replaceAll(' ', '') },
          });
    expect(given.statusCode, given.body).toBe(200);
    return payment as { payment_id: number; card_form_url: string; client_secret: string };
  }
  const pay = (staff: StaffMember, payload: Json, idempotencyKey = key()) =>
    t.inject({
      method: 'POST',
      url: `${cart}/pay`,
      headers: { ...staff.headers, 'idempotency-key': idempotencyKey },
      payload: { selected_user_id: alexId, terms, ...payload },
    });
  const paymentRow = (id: number) =>
    f.one<{
      status: string;
      order_id: number | null;
      desk_staff_user_id: number;
      card_presence: string;
    }>(`select status, order_id, desk_staff_user_id, card_presence from payments where id = ${id}`);

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alexId = (await f.one<{ id: number }>(`select id from users where reference = '${demo.reference}'`)).id;
    alex = await f.signIn(demo.username);
    desk = await createStaffMember(t);
    colleague = await createStaffMember(t);
    await f.basketWith(alex, await f.session());
    terms = await f.termsIds(alex);
    await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers: alex });
  });

  it('keeps a cheque’s number with the basket and pays with the synced tenders, copying it to the order', async () => {
    const total = await deskBasket();
    const bare = await put(desk.headers, `${cart}/payments`, {
      selected_user_id: alexId,
      payments: [{ tender_type: 'cheque', amount: 300 }],
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.payments).toEqual(['A cheque or voucher needs its number or code.']);
    const synced = await put(desk.headers, `${cart}/payments`, {
      selected_user_id: alexId,
      payments: [
        { tender_type: 'cheque', amount: 300, reference: '000777' },
        { tender_type: 'cash', amount: total - 300, tendered: 2000 },
      ],
    });
    expect(synced.statusCode, synced.body).toBe(200);
    // A reload of the basket still has it.
    const again = await t.inject({
      method: 'GET',
      url: `${cart}?selected_user_id=${alexId}`,
      headers: desk.headers,
    });
    expect(again.json().data.tenders.map((x: Json) => [x.tender_type, x.reference])).toEqual([
      ['cheque', '000777'],
      ['cash', null],
    ]);
    const paid = await pay(desk, {});
    expect(paid.statusCode, paid.body).toBe(200);
    const rows = await t.sql(
      `select tender_type, reference from order_tenders where order_id = ${paid.json().data.order_id} order by id`,
    );
    expect((rows as unknown as { rows: Json[] }).rows).toEqual([
      { tender_type: 'cheque', reference: '000777' },
      { tender_type: 'cash', reference: null },
    ]);
  });

  it('starts a card only for staff at a desk, with a key, for no more than what is left', async () => {
    const total = await deskBasket();
    const anonymous = await t.inject({
      method: 'POST',
      url: `${cart}/card-payment`,
      headers: { 'idempotency-key': key() },
      payload: { selected_user_id: alexId, amount: 100, presence: 'keyed' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await startCard(alex, { amount: 100 })).statusCode).toBe(403);
    const noKey = await startCard(desk.headers, { amount: 100 }, null);
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().errors).toHaveProperty('idempotency_key');
    const badPresence = await startCard(desk.headers, { amount: 100, presence: 'tapped' });
    expect(badPresence.statusCode).toBe(422);
    await put(desk.headers, `${cart}/payments`, {
      selected_user_id: alexId,
      payments: [{ tender_type: 'offline-voucher', amount: 200, reference: 'GIFT-9' }],
    });
    const over = await startCard(desk.headers, { amount: total - 199 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual(['The card payment cannot be more than what is left to pay.']);
    const keyed = await startCard(desk.headers, { amount: total - 200 });
    expect(keyed.statusCode, keyed.body).toBe(200);
    expect(keyed.json().data.card_form_url).toMatch(
      /^\/gateway\/sandbox\/card-form\?client_secret=.+&save_card=off$/,
    );
    const present = await startCard(desk.headers, { amount: total - 200, presence: 'present' });
    expect(present.json().data.card_form_url).toMatch(/^\/gateway\/sandbox\/card-reader\?client_secret=/);
    const reader = await t.inject({ method: 'GET', url: present.json().data.card_form_url });
    expect(reader.statusCode).toBe(200);
    expect(reader.body).toContain('Present Visa ending 4242 (approved)');
    expect(reader.body).not.toContain('Save card');
    const form = await t.inject({ method: 'GET', url: keyed.json().data.card_form_url });
    expect(form.body).not.toContain('Save card');
    const row = await paymentRow(keyed.json().data.payment_id);
    expect(row).toMatchObject({
      desk_staff_user_id: desk.userId,
      card_presence: 'keyed',
      status: 'created',
    });
  });

  it('pays part cash part card: the card captured, its tender pointing at it, the receipt and takings showing it', async () => {
    const total = await deskBasket();
    const card = await cardFor(total - 100);
    const k = key();
    const payments = [
      { tender_type: 'cash', amount: 100, tendered: 500 },
      { tender_type: 'card', amount: total - 100, payment_id: card.payment_id },
    ];
    const paid = await pay(desk, { payments }, k);
    expect(paid.statusCode, paid.body).toBe(200);
    const order = paid.json().data;
    expect(order.change_due.raw).toBe(400);
    expect(order.tenders.find((x: Json) => x.tender_type === 'card').card).toEqual({
      brand: 'visa',
      last_four: '4242',
    });
    expect(await paymentRow(card.payment_id)).toMatchObject({ status: 'captured', order_id: order.order_id });
    expect((await f.intentOf(card.payment_id)).status).toBe('succeeded');
    const tender = await f.one<{ payment_id: number }>(
      `select payment_id from order_tenders where order_id = ${order.order_id} and tender_type = 'card'`,
    );
    expect(tender.payment_id).toBe(card.payment_id);
    const receipt = await t.inject({
      method: 'GET',
      url: `/api/foh/orders/${order.order_id}/receipt`,
      headers: desk.headers,
    });
    expect(receipt.json().data.tenders.map((x: Json) => [x.tender_type, x.card])).toEqual([
      ['cash', null],
      ['card', { brand: 'visa', last_four: '4242' }],
    ]);
    const pdf = await t.inject({
      method: 'GET',
      url: `/api/foh/orders/${order.order_id}/receipt.pdf`,
      headers: desk.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const day = localDate(new Date(), 'Europe/London');
    const takings = await t.inject({
      method: 'GET',
      url: `/api/foh/reports/takings?venue_id=${desk.venueIds[0]}&date=${day}`,
      headers: desk.headers,
    });
    const cardTakings = takings.json().data.by_tender.find((x: Json) => x.tender_type === 'card');
    expect(cardTakings.amount.raw).toBeGreaterThanOrEqual(total - 100);
    const csv = await t.inject({
      method: 'GET',
      url: `/api/foh/reports/takings.csv?venue_id=${desk.venueIds[0]}&date=${day}`,
      headers: desk.headers,
    });
    expect(csv.body).toMatch(/card/i);
    // The same key again: the same order, nothing captured twice.
    const retried = await pay(desk, { payments }, k);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.order_id).toBe(order.order_id);
    // The payment has paid: another sale cannot use it.
    await deskBasket();
    const reused = await pay(desk, { payments });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.payments).toEqual(['This card payment has already paid for another sale.']);
  });

  it('refuses a declined card with the gateway’s message, recording nothing but the failed payment', async () => {
    const total = await deskBasket();
    const card = await cardFor(total, cards.declined, desk, 'present');
    const before = await f.one<{ n: number }>(
      `select count(*)::int as n from orders where user_id = ${alexId}`,
    );
    const paid = await pay(desk, {
      payments: [{ tender_type: 'card', amount: total, payment_id: card.payment_id }],
    });
    expect(paid.statusCode).toBe(422);
    expect(paid.json().errors.payments).toEqual(['Your card was declined.']);
    const after = await f.one<{ n: number }>(
      `select count(*)::int as n from orders where user_id = ${alexId}`,
    );
    expect(after.n).toBe(before.n);
    expect(await paymentRow(card.payment_id)).toMatchObject({
      status: 'failed',
      order_id: null,
      card_presence: 'present',
    });
  });

  it('refuses another staff member’s card, a card for another amount, and a card without its payment', async () => {
    const total = await deskBasket();
    await deskBasket(colleague);
    const theirs = await cardFor(total, cards.succeeds, colleague);
    const other = await pay(desk, {
      payments: [{ tender_type: 'card', amount: total, payment_id: theirs.payment_id }],
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.payments).toEqual(['This card payment was not taken for this sale.']);
    const mine = await cardFor(total - 50);
    const wrong = await pay(desk, {
      payments: [{ tender_type: 'card', amount: total, payment_id: mine.payment_id }],
    });
    expect(wrong.statusCode).toBe(422);
    // A refusal releases the card, as online: staff take it again.
    expect((await paymentRow(mine.payment_id)).status).toBe('voided');
    const none = await pay(desk, { payments: [{ tender_type: 'card', amount: total }] });
    expect(none.statusCode).toBe(422);
    expect(JSON.stringify(none.json().errors)).toContain(
      'A card payment needs the payment the card was taken with.',
    );
  });

  it('leaves a desk card whose pay call never came to the sweep, which releases it', async () => {
    const total = await deskBasket();
    const card = await cardFor(total);
    await t.sql(
      `update payments set recover_after = now() - interval '1 second' where id = ${card.payment_id}`,
    );
    const recovery = createServices(t.database.db, testConfig()).paymentRecovery;
    const outcome = await recovery.drain();
    expect(outcome.voided).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(card.payment_id)).status).toBe('voided');
    expect((await f.intentOf(card.payment_id)).status).toBe('canceled');
  });

  it('captures after a crash between the order and the capture: the sweep finishes it', async () => {
    const total = await deskBasket();
    const card = await cardFor(total);
    const paid = await pay(desk, {
      payments: [{ tender_type: 'card', amount: total, payment_id: card.payment_id }],
    });
    expect(paid.statusCode).toBe(200);
    // As a crash after the commit leaves it: the order made, the payment 'ordered', the card still held.
    await t.sql(
      `update payments set status = 'ordered', recover_after = now() - interval '1 second' where id = ${card.payment_id}`,
    );
    await t.sql(
      `update sandbox_payment_intents set status = 'requires_capture' where id = (select provider_ref from payments where id = ${card.payment_id})`,
    );
    const recovery = createServices(t.database.db, testConfig()).paymentRecovery;
    expect((await recovery.drain()).captured).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(card.payment_id)).toMatchObject({
      status: 'captured',
      order_id: paid.json().data.order_id,
    });
  });
});
