import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createJoiningFixtures } from '../../../test/fixtures/joining-fixtures';
import { useTestApp } from '../../../test/test-app';

type Fixtures = Awaited<ReturnType<typeof createJoiningFixtures>>;

// Real concurrency needs a server: PGlite answers one statement at a time.
describe.skipIf(!inject('postgresTemplate'))('joining under concurrency', () => {
  const t = useTestApp();
  let f: Fixtures;
  beforeAll(async () => {
    f = await createJoiningFixtures(t);
  });

  it('gives a code with one use left to exactly one of 50 joins sent at once', async () => {
    const lastOne = await f.promotion('LASTONE');
    const people = await Promise.all(Array.from({ length: 50 }, () => f.customer()));
    const answers = await Promise.all(
      people.map((me, i) =>
        f.join(me, f.body('gym-and-swim/fixed3', { promotion_code_id: lastOne }), `last-one-${i}`),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(49);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(refused.json().errors).toHaveProperty('promotion');
    const carried = await f.all(`select id from memberships where promotion_id = ${lastOne}`);
    expect(carried).toHaveLength(1);
    const { used_count } = await f.one<{ used_count: number }>(
      `select used_count from membership_promotions where id = ${lastOne}`,
    );
    expect(used_count).toBe(1);
  });

  it('makes one membership, one mandate and one basket line of one join sent 20 times with one key', async () => {
    const me = await f.customer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => f.join(me, f.body('gym-and-swim/recurring'), 'twenty-times')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().data.membership_id)).size).toBe(1);
    expect(await f.all(`select id from memberships where user_id = ${me.userId}`)).toHaveLength(1);
    expect(await f.all(`select id from direct_debit_mandates where user_id = ${me.userId}`)).toHaveLength(1);
    expect((await f.cart(me)).items).toHaveLength(1);
  });

  it('leaves one pending membership when two tabs join for one person at once', async () => {
    const me = await f.customer();
    const [a, b] = await Promise.all([
      f.join(me, f.body('gym-and-swim/fixed3'), 'tab-a'),
      f.join(me, f.body('gym-and-swim/fixed12'), 'tab-b'),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    const pending = await f.all(
      `select id from memberships where user_id = ${me.userId} and status = 'pending'`,
    );
    expect(pending).toHaveLength(1);
    expect((await f.cart(me)).items).toHaveLength(1);
  });
});
