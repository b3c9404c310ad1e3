import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createJoiningFixtures, type Headers } from '../../../test/fixtures/joining-fixtures';
import { testConfig, useTestApp } from '../../../test/test-app';
import { addDays, localDate } from '../../platform/local-time';
import { createServices } from '../../services';
import { cancellationDates } from './cancellation-notice';
import {
  cannotCancelOnlineMessage,
  debtsMessage,
  noDebtsMessage,
  notCancellableMessage,
} from './membership-cancellation';

type Json = Record<string, any>;

describe('cancelling a membership', () => {
  const t = useTestApp();
  let c: Awaited<ReturnType<typeof createCheckoutFixtures>>;
  let f: Awaited<ReturnType<typeof createJoiningFixtures>>;
  beforeAll(async () => {
    c = await createCheckoutFixtures(t);
    f = await createJoiningFixtures(t);
  }, 60_000);

  const today = () => localDate(new Date());
  /** A running membership of an option at Manchester Central, held by `userId`. */
  async function hold(userId: string | number, key: string, { billingDay = 20, daysLeft = 60 } = {}) {
    const { typeId, optionId } = f.options.get(key)!;
    const fixed = !key.includes('/recurring');
    const end = addDays(today(), daysLeft + 1);
    const { id } = await f.one<{ id: number }>(
      `insert into memberships (client_id, user_id, home_venue_id, reference, name, status, starts_at, expires_at,
         membership_type_id, payment_option_id, payment_type, base_fee, billing_day)
       select ${f.clientId}, ${userId}, ${f.venues.get('manchester-central')}, 'HELD', t.name, 'active',
         now() - interval '40 days',
         ${fixed ? `(date '${end}')::timestamp at time zone 'Europe/London'` : 'null'},
         t.id, o.id, o.payment_type, o.base_fee, ${fixed ? 'null' : billingDay}
       from membership_types t join membership_payment_options o on o.membership_type_id = t.id
       where t.id = ${typeId} and o.id = ${optionId} returning id`,
    );
    return id;
  }
  async function fee(userId: string | number, amount = 500) {
    return (
      await f.one<{ id: number }>(
        `insert into penalties (client_id, user_id, venue_id, type, description, fee_amount)
         values (${f.clientId}, ${userId}, ${f.venues.get('manchester-central')}, 'no-show', 'No-show: Spin', ${amount})
         returning id`,
      )
    ).id;
  }
  const get = (me: Headers | null, url: string) =>
    t.inject({ method: 'GET', url, headers: me ? { authorization: me.authorization } : {} });
  const post = (me: Headers | null, url: string) =>
    t.inject({ method: 'POST', url, headers: me ? { authorization: me.authorization } : {} });
  const row = (id: number) =>
    f.one<{
      status: string;
      cancellation_requested_at: Date | null;
      final_payment_date: string | null;
      expires_at: Date | null;
      pending_cancellation_cart_id: number | null;
    }>(
      `select status, cancellation_requested_at, final_payment_date::text, expires_at, pending_cancellation_cart_id
       from memberships where id = ${id}`,
    );
  const listed = async (me: Headers, id: number) =>
    ((await get(me, '/api/my-account/user/memberships')).json().data as Json[]).find((m) => m.id === id)!;
  const events = (id: number) =>
    f.all<{ event: string }>(`select event from membership_events where membership_id = ${id}`);

  it('answers only the holder and the one who acts for them', async () => {
    const me = await f.customer();
    const { id: childId } = await f.one<{ id: number }>(
      `insert into users (client_id, reference, first_name, last_name, parent_user_id)
       values (${f.clientId}, 'KID${Date.now() % 1_000_000}', 'Kid', 'Example', ${me.userId}) returning id`,
    );
    const mine = await hold(me.userId, 'gym-and-swim/recurring');
    const childs = await hold(childId, 'gym-and-swim/recurring');
    const stranger = await f.customer();
    for (const url of [`/api/memberships/${mine}/cancel`]) {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await post(null, url)).statusCode).toBe(401);
      expect((await post(null, `${url}/pay-debts`)).statusCode).toBe(401);
      expect((await get(stranger, url)).statusCode).toBe(404);
      expect((await post(stranger, url)).statusCode).toBe(404);
      expect((await post(stranger, `${url}/pay-debts`)).statusCode).toBe(404);
    }
    expect((await row(mine)).cancellation_requested_at).toBeNull();
    expect((await get(me, `/api/memberships/${childs}/cancel`)).statusCode).toBe(200);
    const cancelled = await post(me, `/api/memberships/${childs}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect((await row(childs)).cancellation_requested_at).not.toBeNull();
    expect((await get(me, '/api/memberships/2147483647/cancel')).statusCode).toBe(404);
  });

  it('a monthly membership: the notice’s dates, kept to its final day, then answered the same when sent again', async () => {
    const me = await f.customer();
    const id = await hold(me.userId, 'gym-and-swim/recurring', { billingDay: 20 });
    expect((await listed(me, id)).cancellable).toBe(true);
    const info = (await get(me, `/api/memberships/${id}/cancel`)).json().data;
    const { noticeDays } = await f.one<{ noticeDays: number }>(
      `select t.cancellation_notice_days as "noticeDays" from membership_types t join memberships m on m.membership_type_id = t.id where m.id = ${id}`,
    );
    const dates = cancellationDates({
      today: today(),
      noticeDays,
      billingDay: 20,
      firstCollection: null,
      lastDay: null,
    });
    expect(info).toMatchObject({
      payment_type: 'recurring',
      recurring: {
        cancellation_notice_period: noticeDays,
        cancellation_notice_required: noticeDays > 0,
        earliest_final_day_of_membership: { raw: dates.finalDay },
      },
      has_outstanding_penalties_due: false,
      outstanding_penalties_due: [],
      allow_online_membership_cancellation: true,
      membership_cancellation_refusal_message: null,
    });
    expect(info.recurring.earliest_final_payment_date?.raw ?? null).toBe(dates.finalPaymentDate);

    const first = await post(me, `/api/memberships/${id}/cancel`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'active',
      final_day_of_membership: { raw: dates.finalDay },
    });
    const stored = await row(id);
    expect(stored.status).toBe('active');
    expect(stored.final_payment_date).toBe(dates.finalPaymentDate);
    expect(localDate(new Date(new Date(stored.expires_at!).getTime() - 1))).toBe(dates.finalDay);
    expect(await listed(me, id)).toMatchObject({
      status: 'active',
      status_info: 'cancellation pending',
      cancellable: false,
      expires_at: { raw: dates.finalDay },
    });

    const again = await post(me, `/api/memberships/${id}/cancel`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await events(id)).map((e) => e.event)).toEqual(['cancellation-requested']);
  });

  it('a single payment ends at once, with no refund', async () => {
    const me = await f.customer();
    const id = await hold(me.userId, 'gym-and-swim/fixed12', { daysLeft: 200 });
    const info = (await get(me, `/api/memberships/${id}/cancel`)).json().data;
    expect(info).toMatchObject({ payment_type: 'fixed', recurring: null });
    const done = await post(me, `/api/memberships/${id}/cancel`);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'cancelled',
      final_payment_date: null,
      final_day_of_membership: { raw: today() },
    });
    expect((await row(id)).status).toBe('cancelled');
    const again = await post(me, `/api/memberships/${id}/cancel`);
    expect(again.json()).toEqual(done.json());
    expect((await events(id)).map((e) => e.event)).toEqual(['cancel']);
    expect(await listed(me, id)).toMatchObject({ status: 'cancelled', cancellable: false });
  });

  it('refuses while debts are owed; paying them through the basket cancels it in the same order', async () => {
    const me = await f.customer();
    const id = await hold(me.userId, 'gym-and-swim/recurring', { billingDay: 5 });
    const fees = [await fee(me.userId, 500), await fee(me.userId, 750)];
    const info = (await get(me, `/api/memberships/${id}/cancel`)).json().data;
    expect(info.has_outstanding_penalties_due).toBe(true);
    expect(info.outstanding_penalties_due).toHaveLength(2);
    expect(info.outstanding_penalties_due[0]).toMatchObject({
      type: 'no-show',
      fee_amount: { amount: expect.any(Number), formatted: expect.stringMatching(/^£/) },
      venue: { name: expect.any(String) },
      session: null,
    });
    expect(info.total_outstanding).toEqual({ amount: 1250, formatted: '£12.50' });

    const refused = await post(me, `/api/memberships/${id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ membership: [debtsMessage] });
    expect((await row(id)).cancellation_requested_at).toBeNull();

    const put = await post(me, `/api/memberships/${id}/cancel/pay-debts`);
    expect(put.statusCode).toBe(200);
    expect(put.json().data.cart_item_ids).toHaveLength(2);
    // Asked twice, the basket still holds each fee once.
    expect((await post(me, `/api/memberships/${id}/cancel/pay-debts`)).json().data).toEqual(put.json().data);
    expect((await f.cart(me)).items.map((i: Json) => i.cartable_type)).toEqual(['penalty', 'penalty']);
    expect((await row(id)).pending_cancellation_cart_id).not.toBeNull();

    const { paid } = await c.checkoutByCard(me, `pay-debts-${id}`);
    expect(paid.statusCode).toBe(200);
    const after = await row(id);
    expect(after.cancellation_requested_at).not.toBeNull();
    expect(after.pending_cancellation_cart_id).toBeNull();
    for (const feeId of fees)
      expect(
        (await f.one<{ status: string }>(`select status from penalties where id = ${feeId}`)).status,
      ).toBe('paid');
    expect((await listed(me, id)).status_info).toBe('cancellation pending');
  });

  it('drops the waiting cancellation when the order no longer pays every debt', async () => {
    const me = await f.customer();
    const id = await hold(me.userId, 'gym-and-swim/recurring');
    await fee(me.userId, 300);
    expect((await post(me, `/api/memberships/${id}/cancel/pay-debts`)).statusCode).toBe(200);
    // Another fee arrives after the basket was filled.
    await fee(me.userId, 400);
    const { paid } = await c.checkoutByCard(me, `pay-some-${id}`);
    expect(paid.statusCode).toBe(200);
    const after = await row(id);
    expect(after.cancellation_requested_at).toBeNull();
    expect(after.pending_cancellation_cart_id).toBeNull();
    expect((await post(me, `/api/memberships/${id}/cancel`)).statusCode).toBe(409);
  });

  it('refuses a type that may not be cancelled online, with its message', async () => {
    const me = await f.customer();
    const id = await hold(me.userId, 'off-peak-north/recurring');
    const typeId = f.options.get('off-peak-north/recurring')!.typeId;
    await t.sql(
      `update membership_types set allow_online_cancellation = false,
         cancellation_refusal_message = 'Please speak to reception.' where id = ${typeId}`,
    );
    try {
      expect((await listed(me, id)).cancellable).toBe(true);
      const info = (await get(me, `/api/memberships/${id}/cancel`)).json().data;
      expect(info).toMatchObject({
        allow_online_membership_cancellation: false,
        membership_cancellation_refusal_message: 'Please speak to reception.',
      });
      const refused = await post(me, `/api/memberships/${id}/cancel`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: 'Please speak to reception.',
        errors: { membership: ['Please speak to reception.'] },
      });
      expect((await post(me, `/api/memberships/${id}/cancel/pay-debts`)).statusCode).toBe(403);
      await t.sql(`update membership_types set cancellation_refusal_message = null where id = ${typeId}`);
      expect((await post(me, `/api/memberships/${id}/cancel`)).json().message).toBe(
        cannotCancelOnlineMessage,
      );
      expect((await row(id)).cancellation_requested_at).toBeNull();
    } finally {
      await t.sql(
        `update membership_types set allow_online_cancellation = true, cancellation_refusal_message = null where id = ${typeId}`,
      );
    }
  });

  it('refuses what has ended, and paying debts when none are owed', async () => {
    const me = await f.customer();
    const id = await hold(me.userId, 'gym-and-swim/recurring');
    expect((await post(me, `/api/memberships/${id}/cancel/pay-debts`)).json().errors).toEqual({
      membership: [noDebtsMessage],
    });
    await t.sql(`update memberships set status = 'expired' where id = ${id}`);
    const ended = await post(me, `/api/memberships/${id}/cancel`);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().errors).toEqual({ membership: [notCancellableMessage] });
  });

  it('cancels the instruction of a cancelled membership once it has ended', async () => {
    const me = await f.customer();
    const id = await hold(me.userId, 'gym-and-swim/recurring');
    const { id: mandateId } = await f.one<{ id: number }>(
      `insert into direct_debit_mandates (client_id, user_id, provider, provider_reference, status, account_holder,
         account_number_cipher, account_number_ending, sort_code)
       values (${f.clientId}, ${me.userId}, 'sandbox', 'MD-CANCEL-${id}', 'active', 'Joiner Example', 'x', '1234', '200000')
       returning id`,
    );
    await t.sql(`update memberships set mandate_id = ${mandateId} where id = ${id}`);
    const { membershipCancellation } = createServices(t.database.db, testConfig());
    const sweep = () => t.database.db.transaction((tx) => membershipCancellation.endMandates(tx));
    expect((await post(me, `/api/memberships/${id}/cancel`)).statusCode).toBe(200);
    await sweep();
    const status = async () =>
      (await f.one<{ status: string }>(`select status from direct_debit_mandates where id = ${mandateId}`))
        .status;
    expect(await status()).toBe('active');
    // Its final day has passed and the ending sweep expired it.
    await t.sql(`update memberships set status = 'expired', expires_at = now() where id = ${id}`);
    await sweep();
    expect(await status()).toBe('cancelling');
  });
});
