import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createWaitlistFixtures } from '../../../test/fixtures/waitlist-fixtures';
import { testConfig, useTestApp } from '../../../test/test-app';
import { createServices } from '../../services';

type Fixtures = Awaited<ReturnType<typeof createWaitlistFixtures>>;
type Headers = Record<string, string>;

/**
 * Cancellations, acceptances and sweeps all at once on one session: only a real server runs transactions
 * side by side (PGlite has one connection), so this runs on the PostgreSQL project only.
 */
describe.skipIf(!inject('postgresTemplate'))('waitlists under concurrency', () => {
  const t = useTestApp();
  let f: Fixtures;
  let sweep: () => Promise<number>;

  beforeAll(async () => {
    f = await createWaitlistFixtures(t);
    const { waitlists } = createServices(t.database.db, testConfig());
    sweep = () => t.database.db.transaction((tx) => waitlists.sweep(tx, new Date()));
  }, 60_000);

  const capacity = 5;
  const queued = 20;
  const rounds = 5;

  /** The session's places and queue as they stand, checked against the rules. */
  async function checkInvariants(occurrence: number) {
    const s = await f.one<{ capacity: number; booked: number; active: number; offers: number }>(
      `select capacity, booked_count as booked,
         (select count(*)::int from bookings where occurrence_id = ${occurrence} and status = 'active') as active,
         (select count(*)::int from waitlist_entries where occurrence_id = ${occurrence}
            and status = 'offered' and offer_expires_at > now()) as offers
       from occurrences where id = ${occurrence}`,
    );
    expect(s.booked).toBeLessThanOrEqual(s.capacity);
    expect(s.active).toBe(s.booked);
    expect(s.booked + s.offers).toBeLessThanOrEqual(s.capacity);
    const statuses = (await f.entries(occurrence)).map((e) => e.status);
    // Nobody leaves here: every entry not waiting had an offer, and offers go in queue order, so every
    // such entry comes before every entry still waiting (nobody skipped, nobody overtaken).
    const firstWaiting = statuses.indexOf('waiting');
    if (firstWaiting >= 0) {
      expect(statuses.slice(firstWaiting).every((status) => status === 'waiting')).toBe(true);
      // And no place sits idle while someone waits.
      expect(s.booked + s.offers).toBe(s.capacity);
    }
    return { ...s, statuses };
  }

  it(`keeps ${capacity} places and a queue of ${queued} in order through concurrent cancels and accepts`, async () => {
    const { occurrence, bookings } = await f.fullSession({ capacity, free: true });
    const people = await f.customers(queued);
    const ids: number[] = [];
    for (const p of people) ids.push((await f.join(p.headers, occurrence)).json().data.id);
    /** Places to give back next round: the fillers' first, then those won from the queue. */
    let toCancel: { id: number; headers: Headers }[] = bookings;
    let accepted = 0;

    for (let round = 0; round < rounds; round++) {
      if (round > 0) {
        // One live offer lapses before the round: the sweep running alongside must pass it on in order.
        await t.sql(
          `update waitlist_entries set offer_expires_at = now() - interval '1 second'
           where id = (select min(id) from waitlist_entries where occurrence_id = ${occurrence} and status = 'offered')`,
        );
      }
      const cancels = toCancel.map((b) => f.cancel(b.headers, b.id));
      const accepts = people.map((p, i) => f.accept(p.headers, ids[i]!));
      const [cancelled, answers] = await Promise.all([
        Promise.all(cancels),
        Promise.all(accepts),
        sweep(),
        sweep(),
      ]);
      expect(cancelled.map((r) => r.statusCode)).toEqual(cancelled.map(() => 200));
      for (const a of answers) {
        expect(a.statusCode, a.body).toBeLessThan(500);
        if (a.statusCode === 409) expect(a.json().message).toMatch(/offer/i);
      }
      const won = answers.flatMap((a, i) =>
        a.statusCode === 200 ? [{ id: a.json().data.booking_id as number, headers: people[i]!.headers }] : [],
      );
      accepted += won.length;
      await checkInvariants(occurrence);
      // Those who won give half their places back next round, while the others accept theirs.
      toCancel = won.filter((_, i) => i % 2 === 0);
    }
    // Anyone still offered can take their place in a last, quiet round; the queue still holds its order.
    const last = await Promise.all(people.map((p, i) => f.accept(p.headers, ids[i]!)));
    accepted += last.filter((a) => a.statusCode === 200).length;
    const end = await checkInvariants(occurrence);
    expect(accepted).toBeGreaterThan(capacity);
    expect(end.statuses.filter((s) => s === 'accepted')).toHaveLength(accepted);
  }, 60_000);
});
