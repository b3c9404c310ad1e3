import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createJoiningFixtures, type Headers } from '../../../test/fixtures/joining-fixtures';
import { demo, testConfig, useTestApp } from '../../../test/test-app';
import { localDate } from '../../platform/local-time';
import { createServices } from '../../services';
import { priceChangedMessage } from '../basket/line-type';
import type { PaymentLog } from '../payments/payment-states';
import { benefitPeriodOf, prettyDay } from './benefit-periods';

/**
 * Benefits counted per period (docs/decisions/050-benefit-periods.md): a session of an activity a benefit
 * covers is free while a use is left in the period of the session's day, else the member price; the order
 * spends the use, a cancellation before the cut-off gives it back, a late one does not.
 */
const quiet: PaymentLog = { info: () => {}, warn: () => {}, error: () => {} };

describe('membership benefits per period', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof createCheckoutFixtures>>;
  let j: Awaited<ReturnType<typeof createJoiningFixtures>>;
  let benefitId: number;

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    j = await createJoiningFixtures(t);
    await t.sql(
      `insert into pricing_options (client_id, activity_id, kind, name, price) values
         (${f.clientId}, ${f.activityId}, 'member', 'Member price', 400),
         (${f.clientId}, ${f.activityId}, 'benefit', 'Free for members', 0)`,
    );
    const { typeId } = j.options.get('student-gym/recurring')!;
    benefitId = (
      await f.one<{ id: number }>(
        `insert into membership_benefits (membership_type_id, name, total_uses, frequency, description, position)
         values (${typeId}, 'Checkout classes', 2, 'month', 'Two a month.', 5) returning id`,
      )
    ).id;
    await t.sql(
      `insert into membership_benefit_activities (benefit_id, activity_id) values (${benefitId}, ${f.activityId})`,
    );
  }, 60_000);

  /** A new customer holding a running Student Gym membership (its benefit covers the fixtures' class). */
  async function member() {
    const me = await j.customer();
    const { typeId, optionId } = j.options.get('student-gym/recurring')!;
    const { id } = await f.one<{ id: number }>(
      `insert into memberships (client_id, user_id, home_venue_id, reference, name, status, starts_at,
         membership_type_id, payment_option_id, payment_type, base_fee, billing_day)
       select ${f.clientId}, ${me.userId}, ${j.venues.get('manchester-central')}, 'BEN-' || ${me.userId}, t.name,
         'active', now() - interval '40 days', t.id, o.id, o.payment_type, o.base_fee, 12
       from membership_types t join membership_payment_options o on o.membership_type_id = t.id
       where t.id = ${typeId} and o.id = ${optionId} returning id`,
    );
    return { headers: me as Headers, userId: Number(me.userId), membershipId: id };
  }

  const cart = async (headers: Headers) =>
    (await t.inject({ method: 'GET', url: '/api/activities/cart', headers })).json().data;

  /** Books the session through the basket, free: the pay call's answer. */
  async function bookFree(headers: Headers, occurrenceId: number) {
    await f.basketWith(headers, occurrenceId);
    return f.complete(headers, { payments: [], terms: await f.termsIds(headers) });
  }

  const uses = (membershipId: number) =>
    f.one<{ used: number; returned: number }>(
      `select count(*) filter (where status = 'used')::int as used,
              count(*) filter (where status = 'returned')::int as returned
       from membership_benefit_uses where membership_id = ${membershipId}`,
    );

  const bookingOf = async (userId: number, occurrenceId: number) =>
    (
      await f.one<{ id: number }>(
        `select id from bookings where user_id = ${userId} and occurrence_id = ${occurrenceId} and status = 'active'`,
      )
    ).id;

  it('is free with a use left, the order spends one, and once used up the member price applies', async () => {
    const me = await member();
    for (let n = 1; n <= 2; n++) {
      const occurrence = await f.session();
      await f.basketWith(me.headers, occurrence);
      expect((await cart(me.headers)).items[0]).toMatchObject({ price: { raw: 0 }, benefit_applied: true });
      const paid = await f.complete(me.headers, { payments: [], terms: await f.termsIds(me.headers) });
      expect(paid.statusCode).toBe(200);
      const booking = await bookingOf(me.userId, occurrence);
      const use = await f.one<{ booking_id: number; status: string; period_start: string }>(
        `select booking_id, status, period_start::text from membership_benefit_uses where booking_id = ${booking}`,
      );
      expect(use).toMatchObject({ booking_id: booking, status: 'used' });
      expect(await uses(me.membershipId)).toEqual({ used: n, returned: 0 });
    }
    await f.basketWith(me.headers, await f.session());
    expect((await cart(me.headers)).items[0]).toMatchObject({ price: { raw: 400 }, benefit_applied: false });
    expect(await uses(me.membershipId)).toEqual({ used: 2, returned: 0 });
  });

  it('the timetable offers the benefit only for the activities it covers, and only while a use is left', async () => {
    const timesOf = async (headers: Headers, occurrence: number) => {
      const { day } = await f.one<{ day: string }>(
        `select to_char(starts_at at time zone 'Europe/London', 'YYYY-MM-DD') as day from occurrences where id = ${occurrence}`,
      );
      const times = (
        await t.inject({
          method: 'GET',
          url: `/api/activities/venue/manchester-central/activity/checkout-class/times?date=${day}`,
          headers,
        })
      ).json().data as { id: string | number; pricing_option_id: number; benefit_available: boolean }[];
      return times.find((s) => Number(s.id) === occurrence)!;
    };
    const option = async (kind: string) =>
      (
        await f.one<{ id: number }>(
          `select id from pricing_options where activity_id = ${f.activityId} and kind = '${kind}'`,
        )
      ).id;
    const me = await member();
    const first = await f.session();
    expect(await timesOf(me.headers, first)).toMatchObject({
      pricing_option_id: await option('benefit'),
      benefit_available: true,
    });
    await bookFree(me.headers, first);
    const second = await f.session();
    await bookFree(me.headers, second);
    // Both of the month's uses spent: a third session that month is at the member price, as the basket says.
    const third = await f.session();
    const [a, b] = await Promise.all(
      [second, third].map((o) =>
        f.one<{ m: string }>(
          `select to_char(starts_at at time zone 'Europe/London', 'YYYY-MM') as m from occurrences where id = ${o}`,
        ),
      ),
    );
    if (a!.m === b!.m)
      expect(await timesOf(me.headers, third)).toMatchObject({
        pricing_option_id: await option('member'),
        benefit_available: false,
      });
    // A member whose membership's benefits do not cover the class pays the member price for it.
    const other = await j.customer();
    await t.sql(
      `insert into memberships (client_id, user_id, home_venue_id, reference, name, status, starts_at,
         membership_type_id, payment_option_id, payment_type, base_fee, billing_day)
       select ${f.clientId}, ${other.userId}, ${j.venues.get('manchester-central')}, 'BEN-X' || ${other.userId},
         t.name, 'active', now() - interval '40 days', t.id, o.id, o.payment_type, o.base_fee, 12
       from membership_types t join membership_payment_options o on o.membership_type_id = t.id
       where t.slug = 'off-peak-north' and o.payment_type = 'recurring'`,
    );
    expect(await timesOf(other as Headers, third)).toMatchObject({
      pricing_option_id: await option('member'),
      benefit_available: false,
    });
  });

  it('shows the uses left and the first day of the next period in the memberships list', async () => {
    const me = await member();
    await bookFree(me.headers, await f.session());
    const list = (
      await t.inject({ method: 'GET', url: '/api/my-account/user/memberships', headers: me.headers })
    ).json().data;
    const mine = list.find((m: { id: number }) => m.id === me.membershipId);
    const benefit = mine.benefits.find((b: { id: number }) => b.id === benefitId);
    // The session is two days ahead: its use counts in that day's month, as does today's list unless
    // the month turns in between.
    const sessionMonth = benefitPeriodOf(localDate(new Date(Date.now() + 2 * 86_400_000)), 'month');
    const thisMonth = benefitPeriodOf(localDate(new Date()), 'month');
    expect(benefit).toEqual({
      id: benefitId,
      name: 'Checkout classes',
      description: 'Two a month.',
      remaining_uses: sessionMonth.start === thisMonth.start ? 1 : 2,
      renews_at: { raw_pretty: prettyDay(thisMonth.renewsOn) },
    });
    const unlimited = mine.benefits.find((b: { id: number }) => b.id !== benefitId);
    if (unlimited?.name === 'Group exercise classes') expect(unlimited.remaining_uses).toBe(4);
  });

  it('reprices a line at pay when its last use went meanwhile, and books nothing free', async () => {
    const me = await member();
    await t.sql(`update membership_benefits set total_uses = 1 where id = ${benefitId}`);
    try {
      const occurrence = await f.session();
      await f.basketWith(me.headers, occurrence);
      expect((await cart(me.headers)).items[0].price.raw).toBe(0);
      const day = localDate(new Date(Date.now() + 2 * 86_400_000));
      await t.sql(
        `insert into membership_benefit_uses (client_id, membership_id, benefit_id, period_start)
         values (${f.clientId}, ${me.membershipId}, ${benefitId}, '${benefitPeriodOf(day, 'month').start}')`,
      );
      const res = await f.complete(me.headers, { payments: [], terms: await f.termsIds(me.headers) });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(priceChangedMessage);
      expect((await cart(me.headers)).items[0]).toMatchObject({
        price: { raw: 400 },
        benefit_applied: false,
      });
      expect(await uses(me.membershipId)).toEqual({ used: 1, returned: 0 });
    } finally {
      await t.sql(`update membership_benefits set total_uses = 2 where id = ${benefitId}`);
    }
  });

  it('gives the use back for a cancellation before the cut-off, and not for a late one', async () => {
    await t.sql(
      `update activities set cancellation_cutoff_minutes = 120, cutoff_action = 'no-credit' where id = ${f.activityId}`,
    );
    const me = await member();
    const early = await f.session();
    const late = await f.session();
    expect((await bookFree(me.headers, early)).statusCode).toBe(200);
    expect((await bookFree(me.headers, late)).statusCode).toBe(200);
    expect(await uses(me.membershipId)).toEqual({ used: 2, returned: 0 });
    // The late one now starts within the hour: inside the two hours' cut-off.
    await t.sql(
      `update occurrences set starts_at = now() + interval '1 hour', ends_at = now() + interval '2 hours' where id = ${late}`,
    );
    const cancel = async (occurrence: number) =>
      t.inject({
        method: 'DELETE',
        url: `/api/activities/bookings/${await bookingOf(me.userId, occurrence)}/?source=my-account`,
        headers: me.headers,
      });
    expect((await cancel(early)).statusCode).toBe(200);
    expect(await uses(me.membershipId)).toEqual({ used: 1, returned: 1 });
    expect((await cancel(late)).statusCode).toBe(200);
    expect(await uses(me.membershipId)).toEqual({ used: 1, returned: 1 });
    // The use given back is spent again.
    await f.basketWith(me.headers, await f.session());
    expect((await cart(me.headers)).items[0].price.raw).toBe(0);
  });

  it('shows the demo: Riley has swum once this month, so 3 of Gym & Swim’s 4 swims are left', async () => {
    const riley = await f.signIn('riley.shaw@example.com');
    const list = (
      await t.inject({ method: 'GET', url: '/api/my-account/user/memberships', headers: riley })
    ).json().data;
    const gym = list.find(
      (m: { status: string; membership_type: { name: string } }) => m.status === 'active',
    );
    const renews = benefitPeriodOf(localDate(new Date()), 'month').renewsOn;
    expect(gym.benefits.find((b: { name: string }) => b.name === 'Swim sessions')).toMatchObject({
      remaining_uses: 3,
      renews_at: { raw_pretty: prettyDay(renews) },
    });
    expect(gym.benefits.find((b: { name: string }) => b.name === 'Group exercise classes')).toMatchObject({
      remaining_uses: null,
      renews_at: null,
    });
  });

  it('counts each line of one order: the second of two is repriced, and an undone order gives the use back', async () => {
    const me = await member();
    await t.sql(`update membership_benefits set total_uses = 1 where id = ${benefitId}`);
    try {
      const [first, second] = [await f.session(), await f.session()];
      await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers: me.headers });
      for (const occurrence of [first, second])
        await f.post(me.headers, '/api/activities/cart/add', {
          items: [{ id: String(occurrence), type: 'activity', activity_restriction_ids: [] }],
        });
      // Each was quoted alone, with the one use left.
      expect((await cart(me.headers)).items.map((i: { price: { raw: number } }) => i.price.raw)).toEqual([
        0, 0,
      ]);
      const terms = await f.termsIds(me.headers);
      const stale = await f.complete(me.headers, { payments: [], terms });
      expect(stale.statusCode).toBe(409);
      expect(
        (await cart(me.headers)).items.map((i: { price: { raw: number } }) => i.price.raw).sort(),
      ).toEqual([0, 400]);
      expect(await uses(me.membershipId)).toEqual({ used: 0, returned: 0 });
      // Paid by card; the authorisation then lapses before the capture and recovery undoes the order.
      const k = `benefit-undo-${me.userId}`;
      const { payment } = await f.payByCard(me.headers, k);
      const done = await f.complete(me.headers, {
        payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
        idempotency_key: k,
        terms,
      });
      expect(done.statusCode).toBe(200);
      expect(await uses(me.membershipId)).toEqual({ used: 1, returned: 0 });
      await t.sql(`update payments set status = 'ordered' where id = ${payment.payment_id}`);
      await t.sql(
        `update sandbox_payment_intents set status = 'canceled' where id = (select provider_ref from payments where id = ${payment.payment_id})`,
      );
      await t.sql(
        `update payments set recover_after = now() - interval '1 second' where id = ${payment.payment_id}`,
      );
      const recovery = createServices(t.database.db, testConfig(), undefined, quiet).paymentRecovery;
      expect((await recovery.drain()).reversed).toBe(1);
      expect(await uses(me.membershipId)).toEqual({ used: 0, returned: 1 });
    } finally {
      await t.sql(`update membership_benefits set total_uses = 2 where id = ${benefitId}`);
    }
  });

  it('keeps a membership without a type (Alex’s Gold Anytime) free without limit, counting nothing', async () => {
    const alex = await f.signIn(demo.username);
    for (let n = 0; n < 3; n++) expect((await bookFree(alex, await f.session())).statusCode).toBe(200);
    const { n } = await f.one<{ n: number }>(
      `select count(*)::int as n from membership_benefit_uses u join memberships m on m.id = u.membership_id
       join users s on s.id = m.user_id where s.reference = 'C100001'`,
    );
    expect(n).toBe(0);
  });
});
