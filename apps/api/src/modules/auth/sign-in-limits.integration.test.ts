import { describe, expect, it } from 'vitest';
import { demo, testConfig, useTestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { createRateLimiter } from '../../platform/rate-limit/rate-limit';

const tooMany = { message: 'Too many attempts. Please try again later.' };

describe('sign-in rate limits', () => {
  const t = useTestApp();
  const login = (username: string, password: string, remoteAddress: string, app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username, password },
      remoteAddress,
    });

  it('locks one address out of one username after 20 failures in 15 minutes, the right password included', async () => {
    for (let i = 0; i < 20; i++)
      expect((await login('priya.shah@example.com', 'wrong', '10.1.0.1')).statusCode).toBe(401);
    const locked = await login('priya.shah@example.com', demo.password, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(tooMany);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The account itself is not locked: the customer signs in from elsewhere.
    expect((await login('priya.shah@example.com', demo.password, '10.1.0.2')).statusCode).toBe(200);
  });

  it('does not let a success wipe the failures', async () => {
    for (let i = 0; i < 19; i++) await login('C100002', 'wrong', '10.2.0.1');
    expect((await login('C100002', demo.password, '10.2.0.1')).statusCode).toBe(200);
    expect((await login('C100002', 'wrong', '10.2.0.1')).statusCode).toBe(401);
    expect((await login('C100002', demo.password, '10.2.0.1')).statusCode).toBe(429);
  });

  it('locks the account after 100 failures in an hour from anywhere, by email or customer ID alike', async () => {
    await t.sql(`insert into users (client_id, reference, first_name, last_name, email, password_hash)
      select client_id, 'C300001', 'Lock', 'Out', 'lock.out@example.com', password_hash from users where reference = 'C100001'`);
    const attempts = Array.from({ length: 100 }, (_, i) =>
      login(i % 2 ? 'lock.out@example.com' : 'C300001', 'wrong', `10.3.${Math.floor(i / 10)}.1`),
    );
    const answers = await Promise.all(attempts);
    expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    const locked = await login('C300001', demo.password, '10.3.99.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(tooMany);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await login('lock.out@example.com', demo.password, '10.3.99.2')).statusCode).toBe(429);
    // Other accounts are untouched.
    expect((await login('C100001', demo.password, '10.3.99.1')).statusCode).toBe(200);
  }, 60_000);

  it('counts unknown usernames the same way, so a lock-out tells nothing about who exists', async () => {
    for (let i = 0; i < 20; i++) await login('ghost@example.com', 'wrong', '10.4.0.1');
    expect((await login('ghost@example.com', 'wrong', '10.4.0.1')).statusCode).toBe(429);
  });

  it('keeps the counters in the database, shared by every instance', async () => {
    const other = await buildApp({ config: testConfig(), database: t.database, logger: false });
    await other.ready();
    try {
      for (let i = 0; i < 10; i++) await login('alex.morgan@example.com', 'wrong', '10.5.0.1');
      for (let i = 0; i < 10; i++) await login('alex.morgan@example.com', 'wrong', '10.5.0.1', other);
      expect((await login('alex.morgan@example.com', demo.password, '10.5.0.1')).statusCode).toBe(429);
      expect((await login('alex.morgan@example.com', demo.password, '10.5.0.1', other)).statusCode).toBe(429);
      const counted = (await t.sql(
        `select hits from rate_limit_hits where key like 'sign-in-address-name:%:10.5.0.1:alex.morgan@example.com'`,
      )) as { rows: { hits: number }[] };
      expect(counted.rows[0]!.hits).toBe(20);
    } finally {
      await other.close();
    }
  });

  it('sweeps windows that have ended', async () => {
    await t.sql(
      `insert into rate_limit_hits (key, window_start, hits) values ('old:x', now() - interval '3 hours', 5)`,
    );
    const swept = await createRateLimiter(t.database.db).sweep(new Date(Date.now() - 2 * 3_600_000));
    expect(swept).toBeGreaterThanOrEqual(1);
    const left = (await t.sql(`select count(*)::int as n from rate_limit_hits where key = 'old:x'`)) as {
      rows: { n: number }[];
    };
    expect(left.rows[0]!.n).toBe(0);
  });
});
