import { describe, expect, it } from 'vitest';
import { demo, useTestApp } from '../../../test/test-app';

/** A sign-in from `remoteAddress` (the socket's peer) claiming to forward `forwardedFor`. */
const login = (
  t: { inject: ReturnType<typeof useTestApp>['inject'] },
  username: string,
  password: string,
  remoteAddress: string,
  forwardedFor: string,
) =>
  t.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { username, password },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('per-address limits with the default TRUST_PROXY (trust no proxy)', () => {
  const t = useTestApp();

  it('counts by the real peer, whatever X-Forwarded-For says, and a new spoofed address unlocks nothing', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await login(t, 'priya.shah@example.com', 'wrong', '10.7.0.1', `203.0.113.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await login(t, 'priya.shah@example.com', demo.password, '10.7.0.1', '203.0.113.200');
    expect(locked.statusCode).toBe(429);
  });

  it('stops credential stuffing from one peer however the header changes', async () => {
    const attempts = Array.from({ length: 100 }, (_, i) =>
      login(t, `stuffing-${i}@example.com`, 'wrong', '10.7.0.2', `198.51.100.${i}`),
    );
    expect((await Promise.all(attempts)).every((r) => r.statusCode === 401)).toBe(true);
    const next = await login(t, 'stuffing-next@example.com', 'wrong', '10.7.0.2', '198.51.100.250');
    expect(next.statusCode).toBe(429);
  }, 60_000);

  it('counts reset emails by the real peer too', async () => {
    const ask = (i: number) =>
      t.inject({
        method: 'POST',
        url: '/api/auth/customer/forgotten-password',
        payload: { email_or_reference: `nobody-${i}@example.com` },
        remoteAddress: '10.7.0.3',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
    for (let i = 0; i < 20; i++) expect((await ask(i)).statusCode).toBe(200);
    expect((await ask(20)).statusCode).toBe(429);
  });
});

describe('per-address limits behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  const t = useTestApp({ TRUST_PROXY: '127.0.0.1' });

  it('counts each forwarded client apart', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await login(t, 'C100002', 'wrong', '127.0.0.1', '203.0.113.1');
      expect(res.statusCode).toBe(401);
    }
    expect((await login(t, 'C100002', demo.password, '127.0.0.1', '203.0.113.1')).statusCode).toBe(429);
    // Another client behind the same proxy is not locked out by the first.
    expect((await login(t, 'C100002', demo.password, '127.0.0.1', '203.0.113.2')).statusCode).toBe(200);
    const counted = (await t.sql(
      `select hits from rate_limit_hits where key like 'sign-in-address-name:%:203.0.113.1:c100002'`,
    )) as { rows: { hits: number }[] };
    expect(counted.rows[0]?.hits).toBe(20);
  });

  it('ignores the header from a peer that is not the trusted proxy', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await login(t, 'alex.morgan@example.com', 'wrong', '10.8.0.1', `203.0.113.${100 + i}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await login(t, 'alex.morgan@example.com', demo.password, '10.8.0.1', '203.0.113.150');
    expect(locked.statusCode).toBe(429);
  });
});
