import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { useTestApp } from '../../../test/test-app';
import { issueSessionTokens } from '../auth/session-issuer';
import { createSessionsRepository } from '../auth/sessions.repository';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;

/**
 * What a customer may do, drawn at random. `who` and `line` index into the pool and the live lines modulo
 * their size, so every drawn sequence is runnable whatever state the earlier steps left.
 * `cancel` picks one of the person's active bookings among the run's sessions (none: nothing to do).
 */
type Command =
  | { kind: 'add'; who: number; session: number }
  | { kind: 'remove'; who: number; line: number }
  | { kind: 'expire'; line: number }
  | { kind: 'pay'; who: number }
  | { kind: 'cancel'; who: number; line: number }
  /** Everyone adds the same session and pays at once: the only step where calls overlap (on a server). */
  | { kind: 'rush'; session: number };

const poolSize = 4;
const who = fc.nat({ max: poolSize - 1 });
const session = fc.nat({ max: 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('add' as const), who, session }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), who, line: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('expire' as const), line: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rush' as const), session }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), who, line: fc.nat() }) },
);

/**
 * Capacity and one booking per person hold after any sequence of adds, removals, lapsed holds,
 * payments and cancellations. The sessions are free, so paying needs no card and every step is one call.
 */
describe('booking invariants over random sequences', () => {
  const t = useTestApp();
  let f: Fixtures;
  const people: Headers[] = [];
  const userIds: number[] = [];
  let terms: number[] = [];
  /** Answers seen over every run: the property is only worth something if places were sold and refused. */
  const seen = new Map<number, number>();

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    await t.sql(`update pricing_options set price = 0 where activity_id = ${f.activityId}`);
    // Customers signed in by sessions made directly: a password check each would only slow the test.
    const sessions = createSessionsRepository(t.database.db);
    for (let i = 0; i < poolSize; i++) {
      const ref = `PROP${i}${Date.now() % 100000}`;
      const { id } = await f.one<{ id: number }>(
        `insert into users (client_id, reference, first_name, last_name, email)
         values (${f.clientId}, '${ref}', 'Prop', '${ref}', '${ref.toLowerCase()}@example.com') returning id`,
      );
      const { token } = await issueSessionTokens(sessions, {
        clientId: f.clientId,
        userId: id,
        ttlMs: 3_600_000,
        now: new Date(),
      });
      people.push({ authorization: `Bearer ${token}` });
      userIds.push(id);
    }
    const probe = await f.session({ capacity: 1 });
    await f.basketWith(people[0]!, probe);
    terms = await f.termsIds(people[0]!);
    await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers: people[0]! });
  }, 60_000);

  const add = (headers: Headers, occurrence: number) =>
    f.post(headers, '/api/activities/cart/add', {
      items: [{ id: String(occurrence), type: 'activity', activity_restriction_ids: [] }],
    });
  const pay = (headers: Headers) => f.complete(headers, { payments: [], terms });

  async function run(cmd: Command, sessions: number[]): Promise<number[]> {
    switch (cmd.kind) {
      case 'add':
        return [(await add(people[cmd.who]!, sessions[cmd.session]!)).statusCode];
      case 'remove': {
        const headers = people[cmd.who]!;
        const cart = await t.inject({ method: 'GET', url: '/api/activities/cart', headers });
        const items = cart.json().data.items as { id: number }[];
        if (items.length === 0) return [cart.statusCode];
        const line = items[cmd.line % items.length]!;
        return [
          (await f.post(headers, '/api/activities/cart/remove', { cart_item_ids: [line.id] })).statusCode,
        ];
      }
      case 'expire': {
        const lines = (
          (await t.sql(
            `select ci.id from cart_items ci join carts c on c.id = ci.cart_id
             where c.status = 'open' and ci.occurrence_id in (${sessions.join(',')}) and ci.hold_expires_at > now()
             order by ci.id`,
          )) as { rows: { id: number }[] }
        ).rows;
        if (lines.length === 0) return [];
        const { id } = lines[cmd.line % lines.length]!;
        await t.sql(`update cart_items set hold_expires_at = now() - interval '1 minute' where id = ${id}`);
        return [];
      }
      case 'pay':
        return [(await pay(people[cmd.who]!)).statusCode];
      case 'cancel': {
        const booked = (
          (await t.sql(
            `select id from bookings where user_id = ${userIds[cmd.who]} and status = 'active'
             and occurrence_id in (${sessions.join(',')}) order by id`,
          )) as { rows: { id: number }[] }
        ).rows;
        if (booked.length === 0) return [];
        const { id } = booked[cmd.line % booked.length]!;
        const url = `/api/activities/bookings/${id}/?source=my-account`;
        return [(await t.inject({ method: 'DELETE', url, headers: people[cmd.who]! })).statusCode];
      }
      case 'rush': {
        const answers = await Promise.all(
          people.map(async (headers) => {
            const added = await add(headers, sessions[cmd.session]!);
            return [added.statusCode, (await pay(headers)).statusCode];
          }),
        );
        return answers.flat();
      }
    }
  }

  async function assertInvariants(sessions: number[]) {
    const rows = (
      (await t.sql(
        `select o.id, o.capacity, o.booked_count,
           (select count(*)::int from bookings b where b.occurrence_id = o.id and b.status = 'active') as active,
           (select count(*)::int from cart_items ci join carts c on c.id = ci.cart_id
             where ci.occurrence_id = o.id and c.status = 'open' and ci.hold_expires_at > now()) as held,
           (select count(*)::int from (select 1 from bookings b where b.occurrence_id = o.id and b.status = 'active'
             group by b.user_id having count(*) > 1) twice) as twice
         from occurrences o where o.id in (${sessions.join(',')})`,
      )) as {
        rows: {
          id: number;
          capacity: number;
          booked_count: number;
          active: number;
          held: number;
          twice: number;
        }[];
      }
    ).rows;
    for (const r of rows) {
      expect(r.active, `session ${r.id}: bookings within capacity`).toBeLessThanOrEqual(r.capacity);
      expect(r.booked_count, `session ${r.id}: booked count is its bookings`).toBe(r.active);
      expect(r.twice, `session ${r.id}: one booking per person`).toBe(0);
      expect(
        r.held + r.active,
        `session ${r.id}: live holds and bookings within capacity`,
      ).toBeLessThanOrEqual(r.capacity);
    }
  }

  it('never sells a place past capacity nor two places to one person', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.integer({ min: 2, max: 3 }), fc.integer({ min: 2, max: 3 })),
        fc.array(command, { minLength: 1, maxLength: 15 }),
        async (capacities, commands) => {
          // Each run starts from empty baskets and two fresh sessions.
          for (const headers of people)
            await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers });
          const sessions = [];
          for (const capacity of capacities) sessions.push(await f.session({ capacity }));
          for (const cmd of commands) {
            const codes = await run(cmd, sessions);
            for (const c of codes) seen.set(c, (seen.get(c) ?? 0) + 1);
            expect(
              codes.filter((c) => c >= 500),
              `no 5xx on ${JSON.stringify(cmd)}`,
            ).toEqual([]);
            await assertInvariants(sessions);
          }
        },
      ),
      { numRuns: 20 },
    );
    expect(seen.get(200)).toBeGreaterThan(0);
  }, 120_000);
});
