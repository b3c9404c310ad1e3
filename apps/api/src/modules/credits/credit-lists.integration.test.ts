import { creditsDisabledMessage } from '@leisure/contracts/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { demo, useTestApp } from '../../../test/test-app';
import { formatDay, localClock } from '../../platform/local-time';
import { createCreditsService } from './credits.service';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;
type Json = Record<string, unknown>;

describe('the credit lists (GET /api/credits/user, …/credit-transactions)', () => {
  const t = useTestApp();
  let f: Fixtures;
  let alex: Headers;
  let priya: Headers;
  let alexId: number;
  let priyaId: number;

  const get = (url: string, headers: Headers = {}) => t.inject({ method: 'GET', url, headers });
  const added = (headers: Headers) => get('/api/credits/user', headers);
  const spent = (headers: Headers) => get('/api/credits/user/credit-transactions', headers);
  const grant = (user: number, amount: number, reason: string, extra = '') =>
    t.sql(
      `insert into credit_entries (client_id, user_id, kind, amount, reason, created_at, expires_at)
       values (${f.clientId}, ${user}, 'general', ${amount}, '${reason}', ${extra || 'now(), null'})`,
    );

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    alex = await f.signIn(demo.username);
    priya = await f.signIn('priya.shah@example.com');
    alexId = (await f.one<{ id: number }>(`select id from users where reference = '${demo.reference}'`)).id;
    priyaId = (await f.one<{ id: number }>(`select id from users where email = 'priya.shah@example.com'`)).id;
    // Alex starts from nothing (the demo gives them £10), so the sums below are theirs.
    await t.sql(`delete from credit_entries where user_id = ${alexId}`);
  });

  it('refuses a visitor (401)', async () => {
    expect((await added({})).statusCode).toBe(401);
    expect((await spent({})).statusCode).toBe(401);
  });

  it('lists credit added and spent, newest first, with what it came from, what it paid for and where', async () => {
    // A goodwill gesture ending in ten days, one that lapsed last week, and someone else's.
    await grant(alexId, 1000, 'Goodwill gesture', `now() - interval '3 days', now() + interval '10 days'`);
    await grant(alexId, 400, 'Goodwill', `now() - interval '20 days', now() - interval '7 days'`);
    await grant(priyaId, 777, 'Not Alex’s');
    await t.database.db.transaction((tx) => createCreditsService().expireLapsed(tx));

    // A cancelled booking credits its price.
    await t.sql(`update activities set cancellation_awards_credit = true where id = ${f.activityId}`);
    const occurrence = await f.session({ days: 3, booked: 1 });
    const { id: bookingId } = await f.one<{ id: number }>(
      `insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price)
       values (${f.clientId}, ${occurrence}, ${f.activityId}, ${alexId}, ${alexId}, 650) returning id`,
    );
    const cancel = await t.inject({
      method: 'DELETE',
      url: `/api/activities/bookings/${bookingId}/?source=my-account`,
      headers: alex,
    });
    expect(cancel.json(), cancel.body).toMatchObject({ data: { credit_awarded: 650 } });

    // Two places paid with credit: the goodwill credit goes first (it ends), then the cancellation's.
    await f.basketWith(alex, await f.session());
    const add = await f.post(alex, '/api/activities/cart/add', {
      items: [{ id: String(await f.session({ days: 4 })), type: 'activity', activity_restriction_ids: [] }],
    });
    expect(add.statusCode).toBe(200);
    const terms = await f.termsIds(alex);
    const paid = await f.complete(alex, { payments: [{ tender_type: 'credit', amount: 1300 }], terms });
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json().data.order_id as number;

    const session = await f.one<{ starts_at: string; time_zone: string; venue: string }>(
      `select o.starts_at, v.time_zone, v.name as venue from occurrences o join venues v on v.id = o.venue_id
       where o.id = ${occurrence}`,
    );
    const startsAt = new Date(session.starts_at);
    const sessionLine = `Checkout class, ${formatDay(startsAt, session.time_zone)} ${localClock(startsAt, session.time_zone)}`;

    const list = await added(alex);
    expect(list.statusCode).toBe(200);
    const { credits, balances } = list.json().data as { credits: Json[]; balances: Json };
    expect(credits).toHaveLength(3);
    expect(credits[0]).toMatchObject({
      kind: 'booking',
      value: { raw: 650, formatted: '£6.50', currency: 'GBP' },
      remaining: { raw: 350 },
      expires_at: null,
      expired: false,
      reason: 'Booking cancelled',
      related_item: sessionLine,
      description: `Credit for your cancelled booking: ${sessionLine}`,
    });
    expect(credits[1]).toMatchObject({
      value: { raw: 1000 },
      remaining: { raw: 0 },
      expired: false,
      reason: 'Goodwill gesture',
      related_item: null,
    });
    expect(credits[1]!.expires_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(credits[2]).toMatchObject({ value: { raw: 400 }, remaining: { raw: 0 }, expired: true });
    const addedAt = credits.map((c) => c.added_at as string);
    expect([...addedAt].sort().reverse()).toEqual(addedAt);
    expect(balances).toMatchObject({ booking: { raw: 350 }, membership: { raw: 0 } });

    const transactions = await spent(alex);
    expect(transactions.statusCode).toBe(200);
    expect(transactions.json().data).toMatchObject({
      // The lapsed grant's expiry is not a spend.
      transactions: [
        {
          kind: 'booking',
          value: { raw: 1300, formatted: '£13.00' },
          spent_at_location: session.venue,
          related_item: 'Checkout class and 1 more',
          description: `Used towards order ${orderId}`,
          order_id: orderId,
        },
      ],
      balances: { booking: { raw: 350 } },
    });
    expect(transactions.json().data.transactions).toHaveLength(1);

    const user = await get('/api/auth/user', alex);
    expect(user.json().data.credit.balance.raw).toBe(350);
  });

  it("shows only the customer's own entries", async () => {
    const theirs = (await added(priya)).json().data;
    expect(theirs.credits.map((c: Json) => c.value)).toEqual([expect.objectContaining({ raw: 777 })]);
    expect(theirs.balances.booking.raw).toBe(777);
    const theirSpends = await spent(priya);
    expect(theirSpends.statusCode, theirSpends.body).toBe(200);
    expect(theirSpends.json().data.transactions).toEqual([]);
  });

  it('refuses both lists (403) and credit at checkout (422) when the operator has credit off', async () => {
    await t.sql(`update clients set credits_enabled = false where id = ${f.clientId}`);
    try {
      for (const res of [await added(alex), await spent(alex)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(creditsDisabledMessage);
      }
      await f.basketWith(priya, await f.session());
      const prepare = await get('/api/checkout/prepare?credit_amount=650', priya);
      expect(prepare.json().data).toMatchObject({
        credit_available: { raw: 0 },
        credit_max_applicable: { raw: 0 },
        amount_due: { raw: 650 },
      });
      const refused = await f.complete(priya, {
        payments: [{ tender_type: 'credit', amount: 650 }],
        terms: await f.termsIds(priya),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(creditsDisabledMessage);
      // The balance itself is still the customer's, and still shown on their account.
      expect((await get('/api/auth/user', priya)).json().data.credit.balance.raw).toBe(777);
    } finally {
      await t.sql(`update clients set credits_enabled = true where id = ${f.clientId}`);
    }
  });
});
