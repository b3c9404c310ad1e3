import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { issueSessionTokens } from '../auth/session-issuer';
import { createSessionsRepository } from '../auth/sessions.repository';
import { createCreditsService } from './credits.service';

const hour = 3_600_000;

/** What may happen to a customer's credit, drawn at random; `order` picks among the run's spends. */
type Command =
  | { kind: 'grant'; amount: number; hours: number | null }
  | { kind: 'spend'; amount: number }
  | { kind: 'advance'; hours: number }
  | { kind: 'sweep' }
  | { kind: 'refund'; order: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('grant' as const),
      amount: fc.integer({ min: 1, max: 3000 }),
      hours: fc.option(fc.integer({ min: 1, max: 96 }), { nil: null }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 3000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 72 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sweep' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), order: fc.nat() }) },
);

/** A spend, a refused spend, a refund and credit lapsing, in that order. */
const everyOutcome: Command[] = [
  { kind: 'grant', amount: 1000, hours: 10 },
  { kind: 'spend', amount: 400 },
  { kind: 'spend', amount: 5000 },
  { kind: 'refund', order: 0 },
  { kind: 'advance', hours: 20 },
  { kind: 'sweep' },
];

/** The rule as plain arithmetic: grants, each spend taken from the soonest-ending open ones first. */
type Grant = { amount: number; expiresAt: number | null; remaining: number };
class Model {
  grants: Grant[] = [];
  spends: { orderId: number; taken: { grant: Grant; amount: number }[]; refunded: boolean }[] = [];
  added = 0;
  spent = 0;
  expired = 0;

  lapsed(at: number) {
    return this.grants.filter((g) => g.expiresAt !== null && g.expiresAt <= at && g.remaining > 0);
  }
  expire(at: number) {
    for (const g of this.lapsed(at)) {
      this.expired += g.remaining;
      g.remaining = 0;
    }
  }
  grant(amount: number, expiresAt: number | null) {
    this.grants.push({ amount, expiresAt, remaining: amount });
    this.added += amount;
  }
  /** Whether the spend goes through; a refused one changes nothing (its transaction rolls back). */
  spend(amount: number, at: number, orderId: number): boolean {
    const open = this.grants
      .filter((g) => g.remaining > 0 && (g.expiresAt === null || g.expiresAt > at))
      .sort((a, b) => (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity));
    if (open.reduce((sum, g) => sum + g.remaining, 0) < amount) return false;
    this.expire(at);
    const taken: { grant: Grant; amount: number }[] = [];
    let left = amount;
    for (const g of open) {
      if (left === 0) break;
      const take = Math.min(left, g.remaining);
      g.remaining -= take;
      left -= take;
      taken.push({ grant: g, amount: take });
    }
    this.spends.push({ orderId, taken, refunded: false });
    this.spent += amount;
    return true;
  }
  refund(index: number): number | null {
    const spend = this.spends[index];
    if (!spend) return null;
    if (spend.refunded) return spend.orderId;
    spend.refunded = true;
    for (const { grant, amount } of spend.taken) this.grant(amount, grant.expiresAt);
    return spend.orderId;
  }
  get balance() {
    return this.grants.reduce((sum, g) => sum + g.remaining, 0);
  }
}

/**
 * The ledger's rule after any sequence of grants (some ending), spends, the clock moving on, sweeps and
 * undone orders: balance = added − spent − expired ≥ 0, every spend and expiry allocated in full and no
 * grant over-drawn, the same as the model's, and what `GET /api/auth/user` shows.
 */
describe('the credit ledger over random sequences', () => {
  const t = useTestApp();
  let clientId: number;
  let n = 0;
  let nextOrder = 880_000;
  let steps = 0;
  const outcomes = { spent: 0, refused: 0, expired: 0, refunded: 0 };

  beforeAll(async () => {
    const { rows } = (await t.sql(`select id from clients order by id limit 1`)) as {
      rows: { id: number }[];
    };
    clientId = rows[0]!.id;
  });

  const one = async <T>(text: string) => ((await t.sql(text)) as { rows: T[] }).rows[0]!;

  async function customer() {
    const ref = `CLP${++n}${Date.now() % 100000}`;
    const { id } = await one<{ id: number }>(
      `insert into users (client_id, reference, first_name, last_name, email)
       values (${clientId}, '${ref}', 'Ledger', '${ref}', '${ref.toLowerCase()}@example.com') returning id`,
    );
    const { token } = await issueSessionTokens(createSessionsRepository(t.database.db), {
      clientId,
      userId: id,
      ttlMs: 3_600_000,
      now: new Date(),
    });
    return { id, headers: { authorization: `Bearer ${token}` } };
  }

  it('keeps balance = added − spent − expired ≥ 0, as auth/user shows it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const { id: userId, headers } = await customer();
        let clock = Date.now();
        const credits = createCreditsService({ now: () => new Date(clock) });
        const model = new Model();
        const db = t.database.db;
        for (const c of commands) {
          steps++;
          if (c.kind === 'grant') {
            const expiresAt = c.hours === null ? null : clock + c.hours * hour;
            await db.transaction((tx) =>
              credits.award(tx, {
                clientId,
                userId,
                amount: c.amount,
                orderId: null,
                reason: 'Goodwill',
                expiresAt: expiresAt === null ? null : new Date(expiresAt),
              }),
            );
            model.grant(c.amount, expiresAt);
          } else if (c.kind === 'spend') {
            const orderId = nextOrder++;
            const expected = model.spend(c.amount, clock, orderId);
            const result = await db
              .transaction((tx) =>
                credits.spend(tx, {
                  clientId,
                  userId,
                  amount: c.amount,
                  orderId,
                  reason: `Order ${orderId}`,
                }),
              )
              .then(
                () => true,
                (err: { statusCode?: number }) => {
                  expect(err.statusCode).toBe(422);
                  return false;
                },
              );
            expect(result).toBe(expected);
            outcomes[result ? 'spent' : 'refused']++;
          } else if (c.kind === 'advance') {
            clock += c.hours * hour;
          } else if (c.kind === 'sweep') {
            model.expire(clock);
            await db.transaction((tx) => credits.expireLapsed(tx, new Date(clock)));
          } else if (model.spends.length > 0) {
            const orderId = model.refund(c.order % model.spends.length)!;
            await db.transaction((tx) => credits.refundOrder(tx, { clientId, orderId }));
            outcomes.refunded++;
          }

          const ledger = await one<{
            added: number;
            spent: number;
            expired: number;
            balance: number;
            overdrawn: number;
            unallocated: number;
          }>(
            `select coalesce(sum(amount) filter (where amount > 0), 0)::int as added,
                    coalesce(-sum(amount) filter (where amount < 0 and reason <> 'expired'), 0)::int as spent,
                    coalesce(-sum(amount) filter (where reason = 'expired'), 0)::int as expired,
                    coalesce(sum(amount), 0)::int as balance,
                    (select count(*)::int from credit_entries g where g.user_id = ${userId} and g.amount > 0
                       and g.amount < (select coalesce(sum(a.amount), 0) from credit_allocations a where a.grant_id = g.id)) as overdrawn,
                    (select count(*)::int from credit_entries s where s.user_id = ${userId} and s.amount < 0
                       and -s.amount <> (select coalesce(sum(a.amount), 0) from credit_allocations a where a.entry_id = s.id)) as unallocated
             from credit_entries where user_id = ${userId}`,
          );
          expect(ledger).toEqual({
            added: model.added,
            spent: model.spent,
            expired: model.expired,
            balance: model.added - model.spent - model.expired,
            overdrawn: 0,
            unallocated: 0,
          });
          expect(ledger.balance).toBe(model.balance);
          expect(ledger.balance).toBeGreaterThanOrEqual(0);
          const shown = await t.inject({ method: 'GET', url: '/api/auth/user', headers });
          expect(shown.json().data.credit.balance.raw).toBe(ledger.balance);
        }
        if (model.expired > 0) outcomes.expired++;
      }),
      // One sequence that meets every outcome, so the check below never rests on the draw alone.
      { numRuns: 30, examples: [[everyOutcome]] },
    );
    // The property says little unless spends went through and were refused, credit lapsed and came back.
    expect(steps).toBeGreaterThan(50);
    expect(Object.values(outcomes).every((count) => count > 0)).toBe(true);
  }, 180_000);
});
