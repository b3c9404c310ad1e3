import { fullMessage } from '@leisure/contracts/activities';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { useTestApp } from '../../../test/test-app';
import { issueSessionTokens } from '../auth/session-issuer';
import { createSessionsRepository } from '../auth/sessions.repository';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;

/**
 * Many customers paying at once for the last places: only a real server runs transactions side by side
 * (PGlite has one connection and runs them one after another), so this runs on the PostgreSQL project only.
 */
describe.skipIf(!inject('postgresTemplate'))('checkout under concurrency', () => {
  const t = useTestApp();
  let f: Fixtures;
  let n = 0;

  /** Filler customers, signed in by sessions made directly (hundreds of password checks would only slow the test). */
  async function customers(count: number): Promise<Headers[]> {
    const out: Headers[] = [];
    const sessions = createSessionsRepository(t.database.db);
    for (let i = 0; i < count; i++) {
      const ref = `RACE${++n}${Date.now() % 100000}`;
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
      out.push({ authorization: `Bearer ${token}` });
    }
    return out;
  }

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
  }, 60_000);

  // The issue's numbers: 200 people pay at once for 20 places.
  const payers = 200;
  const places = 20;

  it(`books exactly the places there are when ${payers} customers pay at once for ${places}`, async () => {
    const occurrence = await f.session({ capacity: payers });
    const people = await customers(payers);
    const paid: { headers: Headers; paymentId: number; key: string }[] = [];
    for (const headers of people) {
      await f.basketWith(headers, occurrence);
      const key = `race-${paid.length}-${Date.now()}`;
      const { payment, confirm } = await f.payByCard(headers, key);
      expect(confirm.status).toBe('requires_capture');
      paid.push({ headers, paymentId: payment.payment_id, key });
    }
    const terms = await f.termsIds(people[0]!);
    // Every hold has lapsed and only `places` are left: each pay call must win one under the lock.
    await t.sql(
      `update cart_items set hold_expires_at = now() - interval '1 minute' where occurrence_id = ${occurrence}`,
    );
    await t.sql(`update occurrences set capacity = ${places} where id = ${occurrence}`);

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
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 200)).toHaveLength(places);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(payers - places);
    for (const a of refused) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toBe(fullMessage);
    }
    const counts = await f.one<{ bookings: number; booked: number; captured: number; orphan: number }>(
      `select (select count(*)::int from bookings where occurrence_id = ${occurrence} and status = 'active') as bookings,
              (select booked_count from occurrences where id = ${occurrence}) as booked,
              (select count(*)::int from sandbox_payment_intents i join payments p on p.provider_ref = i.id
                where p.id in (${paid.map((p) => p.paymentId).join(',')}) and i.status = 'succeeded') as captured,
              (select count(*)::int from sandbox_payment_intents i join payments p on p.provider_ref = i.id
                where p.id in (${paid.map((p) => p.paymentId).join(',')}) and i.status in ('succeeded', 'requires_capture')
                  and p.order_id is null) as orphan`,
    );
    expect(counts).toEqual({ bookings: places, booked: places, captured: places, orphan: 0 });
  }, 180_000);

  it('makes one order when one key is retried ten times at once', async () => {
    const occurrence = await f.session({ capacity: 5 });
    const [headers] = await customers(1);
    await f.basketWith(headers!, occurrence);
    const key = `race-retry-${Date.now()}`;
    const { payment } = await f.payByCard(headers!, key);
    const terms = await f.termsIds(headers!);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        f.complete(headers!, {
          payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
          idempotency_key: key,
          terms,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().data.order_id)).size).toBe(1);
    const counts = await f.one<{ orders: number; bookings: number }>(
      `select (select count(*)::int from orders where idempotency_key = '${key}') as orders,
              (select count(*)::int from bookings where occurrence_id = ${occurrence}) as bookings`,
    );
    expect(counts).toEqual({ orders: 1, bookings: 1 });
    expect((await f.intentOf(payment.payment_id)).status).toBe('succeeded');
  }, 60_000);
});
