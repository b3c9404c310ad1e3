import { fullMessage } from '@leisure/contracts/activities';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createCourseFixtures } from '../../../test/fixtures/course-fixtures';
import { useTestApp } from '../../../test/test-app';
import { issueSessionTokens } from '../auth/session-issuer';
import { createSessionsRepository } from '../auth/sessions.repository';

type Fixtures = Awaited<ReturnType<typeof createCourseFixtures>>;
type Headers = Record<string, string>;

/**
 * Courses paid and cancelled at once: only a real server runs transactions side by side (PGlite has one
 * connection), so this runs on the PostgreSQL project only.
 */
describe.skipIf(!inject('postgresTemplate'))('courses under concurrency', () => {
  const t = useTestApp();
  let f: Fixtures;
  let n = 0;

  /** Customers signed in by sessions made directly (password checks would only slow the test). */
  async function customers(count: number): Promise<{ id: number; headers: Headers }[]> {
    const out: { id: number; headers: Headers }[] = [];
    const sessions = createSessionsRepository(t.database.db);
    for (let i = 0; i < count; i++) {
      const ref = `COURSE${++n}${Date.now() % 100000}`;
      const { id } = await f.one<{ id: number }>(
        `insert into users (client_id, reference, first_name, last_name, email)
         values (${f.clientId}, '${ref}', 'Racer', '${ref}', '${ref.toLowerCase()}@example.com') returning id`,
      );
      const { token } = await issueSessionTokens(sessions, {
        clientId: f.clientId,
        userId: id,
        ttlMs: 3_600_000,
        now: new Date(),
      });
      out.push({ id, headers: { authorization: `Bearer ${token}` } });
    }
    return out;
  }

  beforeAll(async () => {
    f = await createCourseFixtures(t);
  }, 60_000);

  it('sells a course only as often as its tightest session has places, whole or not at all', async () => {
    const payers = 12;
    const places = 4;
    const { id, sessions } = await f.course({ capacity: payers, price: 2500 });
    const people = await customers(payers);
    const paid: { headers: Headers; paymentId: number; key: string }[] = [];
    for (const { headers } of people) {
      expect((await f.add(headers, [{ id, type: 'av2BookingBundle' }])).statusCode).toBe(200);
      const key = `course-race-${paid.length}-${Date.now()}`;
      const { payment } = await f.payByCard(headers, key);
      paid.push({ headers, paymentId: payment.payment_id, key });
    }
    const terms = await f.termsIds(people[0]!.headers);
    // The holds have lapsed and the middle session has only `places` left: each pay call must win all three.
    await t.sql(
      `update cart_items set hold_expires_at = now() - interval '1 minute' where occurrence_id in (${sessions.join(',')})`,
    );
    await t.sql(`update occurrences set capacity = ${places} where id = ${sessions[1]}`);

    const answers = await Promise.all(
      paid.map(({ headers, paymentId, key }) =>
        f.complete(headers, {
          payments: [{ tender_type: 'card', payment_id: paymentId }],
          idempotency_key: key,
          terms,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(places);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toBe(fullMessage);
    }
    const counts = await f.one<{ bundles: number; bookings: number; stray: number }>(
      `select (select count(*)::int from booking_bundles where activity_id = ${id}) as bundles,
              (select count(*)::int from bookings where activity_id = ${id} and status = 'active') as bookings,
              (select count(*)::int from bookings where activity_id = ${id} and bundle_id is null) as stray`,
    );
    expect(counts).toEqual({ bundles: places, bookings: places * sessions.length, stray: 0 });
    const booked = (await t.sql(
      `select booked_count from occurrences where id in (${sessions.join(',')}) order by id`,
    )) as { rows: { booked_count: number }[] };
    expect(booked.rows.map((r) => r.booked_count)).toEqual([places, places, places]);
  }, 120_000);

  it('credits a course cancelled twice at once only once', async () => {
    const { id, sessions } = await f.course({ price: 2500 });
    const [customer] = await customers(1);
    const bundleId = await f.book(customer!.headers, id);
    const url = `/api/v1/activities/bookings/bundles/${bundleId}/cancel?cancellation_source=my-account`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.inject({ method: 'PATCH', url, headers: customer!.headers })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const totals = await f.one<{ credit: number; booked: number }>(
      `select (select coalesce(sum(amount), 0)::int from credit_entries where user_id = ${customer!.id}) as credit,
              (select coalesce(sum(booked_count), 0)::int from occurrences where id in (${sessions.join(',')})) as booked`,
    );
    expect(totals).toEqual({ credit: 2500, booked: 0 });
  }, 60_000);
});
