import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { HttpError } from '../../platform/http/errors';
import { createCreditsService, notEnoughCreditMessage } from './credits.service';

const hour = 3_600_000;

describe('the credit ledger', () => {
  const t = useTestApp();
  let clock = new Date('2030-01-01T09:00:00Z');
  const credits = createCreditsService({ now: () => clock });
  let clientId: number;
  let userId: number;
  let others = 0;

  const rows = async <T>(text: string) => ((await t.sql(text)) as { rows: T[] }).rows;

  beforeAll(async () => {
    const [user] = await rows<{ client_id: number; id: number }>(
      `select client_id, id from users where reference = 'C100002'`,
    );
    clientId = user!.client_id;
    userId = user!.id;
  });

  /** A customer of their own, so each test starts from nothing. */
  async function freshUser(): Promise<number> {
    const ref = `LEDGER${++others}`;
    const [row] = await rows<{ id: number }>(
      `insert into users (client_id, reference, first_name, last_name, email)
       values (${clientId}, '${ref}', 'Ledger', '${ref}', '${ref.toLowerCase()}@example.com') returning id`,
    );
    return row!.id;
  }

  const balance = (user = userId) => credits.balance(t.database.db, clientId, user, 'general');
  const spend = (amount: number, user = userId, orderId: number | null = null) =>
    t.database.db.transaction((tx) =>
      credits.spend(tx, { clientId, userId: user, amount, orderId, reason: 'Test order' }),
    );
  const award = (amount: number, user = userId, expiresAt: Date | null = null) =>
    t.database.db.transaction((tx) =>
      credits.award(tx, { clientId, userId: user, amount, orderId: null, reason: 'Goodwill', expiresAt }),
    );
  const sweep = (at: Date) => t.database.db.transaction((tx) => credits.expireLapsed(tx, at));
  /** Each grant's amount and what spends and expiries took from it. */
  const grantsOf = (user: number) =>
    rows<{ id: number; amount: number; taken: number; expired: number }>(
      `select g.id, g.amount,
              coalesce((select sum(a.amount) from credit_allocations a join credit_entries e on e.id = a.entry_id
                        where a.grant_id = g.id and e.reason <> 'expired'), 0)::int as taken,
              coalesce((select sum(-e.amount) from credit_entries e where e.grant_id = g.id and e.reason = 'expired'), 0)::int as expired
       from credit_entries g where g.user_id = ${user} and g.amount > 0 order by g.id`,
    );

  it('adds, spends and refuses to go below zero', async () => {
    expect(await balance()).toBe(0);
    await award(500);
    await spend(300);
    expect(await balance()).toBe(200);
    const refused = await spend(201).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 422, message: notEnoughCreditMessage });
    expect(await balance()).toBe(200);
  });

  it('lets only one of two spends of the same credit through at once', async () => {
    const results = await Promise.allSettled([spend(150), spend(150)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await balance()).toBe(50);
  });

  it('keeps membership credit apart from general credit, and reads both in one', async () => {
    expect(await credits.balance(t.database.db, clientId, userId, 'membership')).toBe(0);
    const user = await freshUser();
    await award(250, user);
    await t.database.db.transaction((tx) =>
      credits.award(tx, {
        clientId,
        userId: user,
        amount: 700,
        orderId: null,
        reason: 'Goodwill',
        kind: 'membership',
      }),
    );
    await spend(100, user);
    expect(await credits.balances(t.database.db, clientId, user)).toEqual({ general: 150, membership: 700 });
    expect(await credits.balance(t.database.db, clientId, user, 'membership')).toBe(700);
    expect(await credits.balances(t.database.db, clientId, userId)).toEqual({ general: 50, membership: 0 });
  });

  it('spends the credit that lapses soonest first, and credit without an end last', async () => {
    const user = await freshUser();
    await award(100, user, null);
    await award(100, user, new Date(clock.getTime() + 120 * hour));
    await award(100, user, new Date(clock.getTime() + 24 * hour));
    await spend(150, user);
    expect((await grantsOf(user)).map((g) => g.taken)).toEqual([0, 50, 100]);
    expect(await balance(user)).toBe(150);
  });

  it('expires only what is left of a partly spent grant, once however often the sweep runs', async () => {
    const user = await freshUser();
    await award(500, user, new Date(clock.getTime() + hour));
    await award(80, user);
    await spend(200, user);
    expect(await sweep(new Date(clock.getTime() + 30 * 60_000))).toBe(0);
    expect(await sweep(new Date(clock.getTime() + 2 * hour))).toBe(1);
    expect(await sweep(new Date(clock.getTime() + 3 * hour))).toBe(0);
    expect(await grantsOf(user)).toMatchObject([
      { amount: 500, taken: 200, expired: 300 },
      { amount: 80, taken: 0, expired: 0 },
    ]);
    const [expiry] = await rows<{ amount: number; created_at: Date | string; n: number }>(
      `select amount, created_at, count(*) over ()::int as n from credit_entries
       where user_id = ${user} and reason = 'expired'`,
    );
    expect(expiry).toMatchObject({ amount: -300, n: 1 });
    // Dated when the grant lapsed, not when the sweep came by.
    expect(new Date(expiry!.created_at).getTime()).toBe(clock.getTime() + hour);
    expect(await balance(user)).toBe(80);
  });

  it('never spends credit that lapsed before the sweep came by', async () => {
    const user = await freshUser();
    await award(300, user, new Date(clock.getTime() + hour));
    await award(100, user);
    clock = new Date(clock.getTime() + 2 * hour);
    // Until the sweep, the sum still holds the lapsed 300; a spend expires it first and draws on the 100.
    expect(await balance(user)).toBe(400);
    await spend(100, user);
    expect(await grantsOf(user)).toMatchObject([
      { amount: 300, taken: 0, expired: 300 },
      { amount: 100, taken: 100, expired: 0 },
    ]);
    expect(await balance(user)).toBe(0);
    expect(await sweep(clock)).toBe(0);
    expect(await spend(1, user).catch((err: unknown) => err)).toMatchObject({ statusCode: 422 });
  });

  it("gives an undone order's credit back to the grants it came from, with their ends, once", async () => {
    const user = await freshUser();
    const soon = new Date(clock.getTime() + hour);
    await award(100, user, soon);
    await award(400, user);
    await spend(250, user, 990_001);
    expect(await balance(user)).toBe(250);
    const refund = () =>
      t.database.db.transaction((tx) => credits.refundOrder(tx, { clientId, orderId: 990_001 }));
    expect(await refund()).toBe(250);
    expect(await refund()).toBe(0);
    expect(await balance(user)).toBe(500);
    const back = await rows<{ amount: number; expires_at: Date | string | null; grant_id: number }>(
      `select amount, expires_at, grant_id from credit_entries
       where user_id = ${user} and reason = 'order-reversed' order by id`,
    );
    expect(back.map((b) => [b.amount, b.expires_at && new Date(b.expires_at).getTime()])).toEqual([
      [100, soon.getTime()],
      [150, null],
    ]);
    // The hour-long credit comes back with its hour, and lapses with it.
    expect(await sweep(new Date(soon.getTime() + 1))).toBe(1);
    expect(await balance(user)).toBe(400);
  });

  it('refuses to spend when the operator has credit switched off', async () => {
    const user = await freshUser();
    await award(300, user);
    await t.sql(`update clients set credits_enabled = false where id = ${clientId}`);
    try {
      const refused = await spend(100, user).catch((err: unknown) => err);
      expect(refused).toMatchObject({ statusCode: 422 });
      expect(await credits.spendable(t.database.db, clientId, user)).toBe(0);
      expect(await balance(user)).toBe(300);
    } finally {
      await t.sql(`update clients set credits_enabled = true where id = ${clientId}`);
    }
  });
});
