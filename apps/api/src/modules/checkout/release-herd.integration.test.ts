import { fullMessage } from '@leisure/contracts/activities';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { useTestApp } from '../../../test/test-app';
import { issueSessionTokens } from '../auth/session-issuer';
import { createSessionsRepository } from '../auth/sessions.repository';
import { holdTrustMarginMs } from '../bookings/place-bookings';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;

/**
 * The shortcuts of a release morning (docs/decisions/027-the-release-herd.md): an add refused as full from
 * a plain read, and a live hold paid without counting its place again under the session's lock. Each
 * test would fail if a shortcut refused a place that is free or let one place go twice.
 */
describe('the release herd', () => {
  const t = useTestApp();
  let f: Fixtures;
  let terms: number[] = [];
  let n = 0;

  /** Customers signed in by sessions made directly (a password check each would only slow the test). */
  async function customers(count: number): Promise<{ headers: Headers; userId: number }[]> {
    const sessions = createSessionsRepository(t.database.db);
    const out = [];
    for (let i = 0; i < count; i++) {
      const ref = `HERD${++n}${Date.now() % 100000}`;
      const { id } = await f.one<{ id: number }>(
        `insert into users (client_id, reference, first_name, last_name, email)
         values (${f.clientId}, '${ref}', 'Herd', '${ref}', '${ref.toLowerCase()}@example.com') returning id`,
      );
      const { token } = await issueSessionTokens(sessions, {
        clientId: f.clientId,
        userId: id,
        ttlMs: 3_600_000,
        now: new Date(),
      });
      out.push({ headers: { authorization: `Bearer ${token}` }, userId: id });
    }
    return out;
  }

  const add = (headers: Headers, occurrence: number) =>
    f.post(headers, '/api/activities/cart/add', {
      items: [{ id: String(occurrence), type: 'activity', activity_restriction_ids: [] }],
    });
  const pay = (headers: Headers) => f.complete(headers, { payments: [], terms });
  const holdOf = (userId: number, interval: string) =>
    t.sql(
      `update cart_items set hold_expires_at = now() + interval '${interval}'
       where cart_id in (select id from carts where user_id = ${userId} and status = 'open')`,
    );
  const books = (occurrence: number) =>
    f.one<{ active: number; booked: number }>(
      `select (select count(*)::int from bookings where occurrence_id = ${occurrence} and status = 'active') as active,
              (select booked_count from occurrences where id = ${occurrence}) as booked`,
    );

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    // Free places: paying is one call, as on a release morning with credit or a membership price.
    await t.sql(`update pricing_options set price = 0 where activity_id = ${f.activityId}`);
    // The prepare call lists the terms of a basket with something in it.
    const [probe] = await customers(1);
    await f.basketWith(probe!.headers, await f.session({ capacity: 1 }));
    terms = await f.termsIds(probe!.headers);
  }, 60_000);

  it('refuses an add as full only while every place is booked or held, and takes a place a lapsed hold frees', async () => {
    const occurrence = await f.session({ capacity: 2 });
    const [a, b, c, d] = await customers(4);
    expect((await add(a!.headers, occurrence)).statusCode).toBe(200);
    expect((await add(b!.headers, occurrence)).statusCode).toBe(200);
    const refused = await add(c!.headers, occurrence);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(fullMessage);

    await holdOf(a!.userId, '-1 second');
    expect((await add(c!.headers, occurrence)).statusCode).toBe(200);
    expect((await add(d!.headers, occurrence)).statusCode).toBe(409);
  });

  it('pays a live hold without counting again, but not past a session visibly booked out', async () => {
    const occurrence = await f.session({ capacity: 2 });
    const [a, b] = await customers(2);
    await add(a!.headers, occurrence);
    await add(b!.headers, occurrence);
    expect((await pay(a!.headers)).statusCode).toBe(200);
    // The places went another way meanwhile (capacity cut at the desk): the hold no longer has one behind it.
    await t.sql(`update occurrences set capacity = 1 where id = ${occurrence}`);
    const late = await pay(b!.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(fullMessage);
    expect(await books(occurrence)).toEqual({ active: 1, booked: 1 });
  });

  it(`counts again, under the lock, a hold that lapses within ${holdTrustMarginMs / 1000} s`, async () => {
    const occurrence = await f.session({ capacity: 2 });
    const [a, b] = await customers(2);
    await add(a!.headers, occurrence);
    await add(b!.headers, occurrence);
    await t.sql(`update occurrences set capacity = 1 where id = ${occurrence}`);
    // A's hold is nearly over: trusted, it would take the one place B's live hold counts on.
    await holdOf(a!.userId, `${holdTrustMarginMs / 2000} seconds`);
    const nearlyLapsed = await pay(a!.headers);
    expect(nearlyLapsed.statusCode).toBe(409);
    expect(nearlyLapsed.json().message).toBe(fullMessage);
    expect((await pay(b!.headers)).statusCode).toBe(200);
    expect(await books(occurrence)).toEqual({ active: 1, booked: 1 });
  });

  it('takes back the line an add wrote before its count when the locked check refuses it', async () => {
    // Not released yet (a week's window): the plain read refuses only a full session, so this one is
    // refused under the lock, after its line and the other session's were written.
    const later = await f.session({ days: 10, capacity: 5 });
    const open = await f.session({ capacity: 5 });
    const [a] = await customers(1);
    const refused = await f.post(a!.headers, '/api/activities/cart/add', {
      items: [
        { id: String(open), type: 'activity', activity_restriction_ids: [] },
        { id: String(later), type: 'activity', activity_restriction_ids: [] },
      ],
    });
    expect(refused.statusCode).toBe(422);
    const lines = await f.one<{ n: number }>(
      `select count(*)::int as n from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = ${a!.userId}`,
    );
    expect(lines.n).toBe(0);
    expect((await add(a!.headers, open)).statusCode).toBe(200);
  });

  // Only a real server runs the calls side by side (PGlite has one connection and takes them in turn).
  it.runIf(inject('postgresTemplate'))(
    'sells two sessions exactly once to a herd adding both in either order and paying at once',
    async () => {
      const [low, high] = [await f.session({ capacity: 8 }), await f.session({ capacity: 8 })];
      const herd = await customers(40);
      const answers = await Promise.all(
        herd.map(async ({ headers }, i) => {
          const both = i % 2 === 0 ? [high, low] : [low, high];
          const added = await f.post(headers, '/api/activities/cart/add', {
            items: both.map((id) => ({ id: String(id), type: 'activity', activity_restriction_ids: [] })),
          });
          return added.statusCode === 200 ? (await pay(headers)).statusCode : added.statusCode;
        }),
      );
      // A deadlock between an add's lock and an order's claim would be a 5xx here.
      expect(answers.filter((s) => s >= 500)).toEqual([]);
      expect(answers.filter((s) => s === 200)).toHaveLength(8);
      expect(answers.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      expect(await books(low)).toEqual({ active: 8, booked: 8 });
      expect(await books(high)).toEqual({ active: 8, booked: 8 });
    },
    120_000,
  );

  it.runIf(inject('postgresTemplate'))(
    'books exactly the places there are when a herd adds and pays at once, some holds lapsing as it pays',
    async () => {
      const places = 15;
      const occurrence = await f.session({ capacity: places });
      const herd = await customers(90);
      const first = await Promise.all(
        herd.map(async ({ headers }) => {
          const added = await add(headers, occurrence);
          return added.statusCode === 200 ? (await pay(headers)).statusCode : added.statusCode;
        }),
      );
      expect(first.filter((s) => s >= 500)).toEqual([]);
      expect(first.filter((s) => s === 200)).toHaveLength(places);
      expect(first.filter((s) => s === 409)).toHaveLength(herd.length - places);
      expect(await books(occurrence)).toEqual({ active: places, booked: places });

      // A second session: ten hold their places, half of the holds lapse, and the lapsed holders pay
      // (counted under the lock) while ten more add and pay (refused, or on live holds) all at once.
      const second = await f.session({ capacity: 10 });
      const holders = herd.slice(0, 10);
      for (const { headers } of holders) expect((await add(headers, second)).statusCode).toBe(200);
      for (const { userId } of holders.slice(0, 5)) await holdOf(userId, '-1 second');
      const rush = await Promise.all([
        ...holders.map(({ headers }) => pay(headers).then((r) => r.statusCode)),
        ...herd.slice(10, 20).map(async ({ headers }) => {
          const added = await add(headers, second);
          return added.statusCode === 200 ? (await pay(headers)).statusCode : added.statusCode;
        }),
      ]);
      expect(rush.filter((s) => s >= 500)).toEqual([]);
      expect(rush.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      // Every place is sold exactly once, whoever won the lapsed ones.
      expect(rush.filter((s) => s === 200)).toHaveLength(10);
      expect(await books(second)).toEqual({ active: 10, booked: 10 });
    },
    120_000,
  );

  /**
   * Holds the session's row locked (as a commit taking its places would) while `calls` run, until `waiting`
   * commits wait for it, then does `meanwhile` and lets go: every call counts its places after that.
   */
  async function underTheLock<T>(
    occurrence: number,
    waiting: number,
    calls: () => Promise<T>[],
    meanwhile = '',
  ): Promise<T[]> {
    let answers: Promise<T[]> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`select id from occurrences where id = ${occurrence} for no key update`));
      answers = Promise.all(calls());
      for (let tries = 0; ; tries++) {
        const { n } = await f.one<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query = 'commit'`,
        );
        if (n >= waiting) break;
        if (tries > 200) throw new Error(`only ${n} of ${waiting} commits came to wait for the lock`);
        await new Promise((r) => setTimeout(r, 25));
      }
      if (meanwhile) await tx.execute(sql.raw(meanwhile));
    });
    return answers!;
  }

  it.runIf(inject('postgresTemplate'))(
    "counts an add's places as it commits: of two adds for the last place, the second to commit is refused",
    async () => {
      const occurrence = await f.session({ capacity: 1 });
      const [a, b] = await customers(2);
      // Both read one place left and write their lines; only then do their commits queue for the row.
      const answers = await underTheLock(occurrence, 2, () => [
        add(a!.headers, occurrence),
        add(b!.headers, occurrence),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(fullMessage);
      const held = await f.one<{ n: number }>(
        `select count(*)::int as n from cart_items where occurrence_id = ${occurrence} and hold_expires_at > now()`,
      );
      expect(held.n).toBe(1);
      const left = await f.one<{ n: number }>('select count(*)::int as n from place_checks');
      expect(left.n).toBe(0);
    },
    60_000,
  );

  it.runIf(inject('postgresTemplate'))(
    'moves a paid place into the count as the order commits, and refuses the order whole when it cannot',
    async () => {
      const occurrence = await f.session({ capacity: 1 });
      const [a] = await customers(1);
      expect((await add(a!.headers, occurrence)).statusCode).toBe(200);
      // The place goes another way (capacity cut at the desk) while the order waits to commit.
      const [refused] = await underTheLock(
        occurrence,
        1,
        () => [pay(a!.headers)],
        `update occurrences set capacity = 0 where id = ${occurrence}`,
      );
      expect(refused!.statusCode).toBe(409);
      expect(refused!.json().message).toBe(fullMessage);
      expect(await books(occurrence)).toEqual({ active: 0, booked: 0 });
      const orders = await f.one<{ n: number }>(
        `select count(*)::int as n from orders where user_id = ${a!.userId}`,
      );
      expect(orders.n).toBe(0);
      const kept = await f.one<{ n: number }>(
        `select count(*)::int as n from cart_items ci join carts c on c.id = ci.cart_id
         where c.user_id = ${a!.userId} and c.status = 'open' and ci.occurrence_id = ${occurrence}`,
      );
      expect(kept.n).toBe(1);
    },
    60_000,
  );
});
