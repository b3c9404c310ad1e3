import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

/**
 * Password-reset poisoning: without PUBLIC_URL, a reset link must not start with whatever Host header
 * the request carried, or anyone could have a customer emailed a genuine link that hands the token to a
 * host of theirs. Only a host the operator registered may name the link's origin.
 */
describe('the origin of reset and activation links', () => {
  const t = useTestApp({ DEV_MAILBOX: 'true', PORT: '3456' });
  let n = 0;
  const ask = (host: string, to = 'priya.shah@example.com') =>
    t.inject({
      method: 'POST',
      url: '/api/auth/customer/forgotten-password',
      headers: { host },
      remoteAddress: `10.9.0.${++n}`,
      payload: { email_or_reference: to },
    });
  const newestLink = async (to: string) => {
    const mail = (await t.inject({ method: 'GET', url: `/api/dev/mailbox?to=${to}` })).json().data;
    return /https?:\/\/[^\s]+/.exec(mail[0].text)?.[0] ?? '';
  };

  it('ignores a Host the operator has not registered, and links to this server', async () => {
    expect((await ask('evil.example')).statusCode).toBe(200);
    const link = await newestLink('priya.shah@example.com');
    expect(link).toMatch(/^http:\/\/localhost:3456\/account\/password-reset\/[\w-]+$/);
    expect(link).not.toContain('evil.example');
  });

  it('links to a host the operator has registered as its own', async () => {
    await t.sql(`update clients set hosts = array['bookings.everyday.example']`);
    expect((await ask('bookings.everyday.example', 'alex.morgan@example.com')).statusCode).toBe(200);
    expect(await newestLink('alex.morgan@example.com')).toMatch(
      /^http:\/\/bookings\.everyday\.example\/account\/password-reset\//,
    );
  });
});
