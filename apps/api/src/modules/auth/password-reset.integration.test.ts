import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStaffAccount } from '../../../test/fixtures/staff-fixtures';
import { demo, useTestApp } from '../../../test/test-app';

const sent = 'If an account matches, we have sent an email with a link to reset your password.';
const invalid = 'This password reset link is invalid or has expired.';

describe('forgotten password, reset and activation', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://leisure.example', DEV_MAILBOX: 'true' });
  let ipCounter = 0;
  /** Each test its own address, so that the per-address limits of one test do not reach another. */
  const nextIp = () => `10.0.0.${++ipCounter}`;

  const post = (url: string, payload: object, remoteAddress = nextIp()) =>
    t.inject({ method: 'POST', url, payload, remoteAddress });
  const forgotten = (emailOrReference: string, ip?: string) =>
    post('/api/auth/customer/forgotten-password', { email_or_reference: emailOrReference }, ip);
  const mailbox = async (to: string) =>
    (await t.inject({ method: 'GET', url: `/api/dev/mailbox?to=${to}` })).json().data;
  const tokenIn = (text: string, page: string) =>
    new RegExp(`/account/${page}/([\\w-]+)`).exec(text)?.[1] ?? '';
  const login = (username: string, password: string) =>
    t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username, password },
      remoteAddress: nextIp(),
    });
  const rows = async (query: string) => ((await t.sql(query)) as { rows: Record<string, unknown>[] }).rows;

  it('emails a one-time link to the account, storing only the token’s hash', async () => {
    const res = await forgotten('priya.shah@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: sent });
    const [email] = await mailbox('priya.shah@example.com');
    expect(email.subject).toBe('Reset your Everyday Leisure password');
    expect(email.text).toContain('https://leisure.example/account/password-reset/');
    expect(email.html).toContain('https://leisure.example/account/password-reset/');
    const token = tokenIn(email.text, 'password-reset');
    const stored = await rows(
      `select token_hash, purpose, extract(epoch from expires_at - created_at)::int as seconds from password_tokens order by created_at desc limit 1`,
    );
    expect(stored[0]).toEqual({
      token_hash: createHash('sha256').update(token).digest('hex'),
      purpose: 'reset',
      seconds: 3600,
    });
  });

  it('answers an unknown account exactly as a known one, and sends nothing', async () => {
    const res = await forgotten('nobody@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: sent });
    expect(await mailbox('nobody@example.com')).toEqual([]);
  });

  it('asks for the customer ID when several accounts share the email, and takes the ID', async () => {
    const res = await forgotten('jordan.lee@example.com');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Multiple accounts use this email address. Please enter your customer ID instead.',
    );
    expect(res.json().message.startsWith('Multiple')).toBe(true);
    const byId = await forgotten('C100012');
    expect(byId.json()).toEqual({ message: sent });
    const [email] = await mailbox('jordan.lee@example.com');
    expect(email.text).toContain('Hello Casey,');
  });

  it('validates a live token, refuses a made-up one, and resets once: every session ends', async () => {
    const before = (await login(demo.reference, demo.password)).json().token;
    await forgotten(demo.username);
    const token = tokenIn((await mailbox(demo.username))[0].text, 'password-reset');

    expect((await post('/api/auth/password-reset/validate', { token })).json()).toEqual({
      message: 'Valid token.',
    });
    const madeUp = await post('/api/auth/password-reset/validate', { token: 'not-a-token' });
    expect(madeUp.statusCode).toBe(403);
    expect(madeUp.json()).toEqual({ message: invalid });

    const weak = await post('/api/auth/password-reset', {
      token,
      password: 'weak',
      password_confirmation: 'weak',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/^Your password must be at least 8 characters/);
    const mismatch = await post('/api/auth/password-reset', {
      token,
      password: 'New-Lane-2027',
      password_confirmation: 'New-Lane-2028',
    });
    expect(mismatch.json().errors.password).toEqual(['The password confirmation does not match.']);

    const reset = await post('/api/auth/password-reset', {
      token,
      password: 'New-Lane-2027',
      password_confirmation: 'New-Lane-2027',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your password has been successfully updated' });
    expect(reset.cookies).toEqual([]);

    const old = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${before}` },
    });
    expect(old.statusCode).toBe(401);
    expect((await login(demo.username, demo.password)).statusCode).toBe(401);
    expect((await login(demo.username, 'New-Lane-2027')).statusCode).toBe(200);

    const again = await post('/api/auth/password-reset', {
      token,
      password: 'Other-Lane-2027',
      password_confirmation: 'Other-Lane-2027',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: invalid });
    expect((await post('/api/auth/password-reset/validate', { token })).statusCode).toBe(403);
  });

  it('refuses an expired link', async () => {
    await forgotten('C100011');
    const token = tokenIn((await mailbox('jordan.lee@example.com'))[0].text, 'password-reset');
    await t.sql(`update password_tokens set expires_at = now() - interval '1 minute' where used_at is null`);
    expect((await post('/api/auth/password-reset/validate', { token })).statusCode).toBe(403);
    const res = await post('/api/auth/password-reset', {
      token,
      password: 'New-Lane-2027',
      password_confirmation: 'New-Lane-2027',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: invalid });
  });

  it('activates an account without a password: a 24-hour link, then the first password signs in', async () => {
    const res = await post('/api/auth/customer/activate', { email_or_reference: 'C100010' });
    expect(res.json()).toEqual({ message: sent });
    const [email] = await mailbox('sam.taylor@example.com');
    expect(email.subject).toBe('Activate your Everyday Leisure account');
    const token = tokenIn(email.text, 'activate');
    expect(token).not.toBe('');
    const stored = await rows(
      `select purpose, extract(epoch from expires_at - created_at)::int as seconds from password_tokens order by created_at desc limit 1`,
    );
    expect(stored[0]).toEqual({ purpose: 'activate', seconds: 86_400 });

    const done = await post('/api/auth/password-reset', {
      token,
      password: 'First-Swim-2026',
      password_confirmation: 'First-Swim-2026',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your password has been successfully updated');
    expect(done.json().token).toMatch(/^[\w-]{40,}$/);
    expect(done.cookies.find((c) => c.name === 'sid')?.value).toBe(done.json().token);
    const me = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${done.json().token}` },
    });
    expect(me.json().data.reference).toBe('C100010');
    expect((await login('sam.taylor@example.com', 'First-Swim-2026')).statusCode).toBe(200);
  });

  it('activates a staff account’s first password without signing them in: staff sign in at the desk', async () => {
    const email = `first.staff.${Date.now()}@staff.example`;
    const { userId } = await createStaffAccount(t, { email });
    await t.sql(`update users set password_hash = null where id = ${userId}`);
    expect((await post('/api/auth/customer/activate', { email_or_reference: email })).statusCode).toBe(200);
    const [mail] = await mailbox(email);
    const done = await post('/api/auth/password-reset', {
      token: tokenIn(mail.text, 'activate'),
      password: 'First-Shift-2026',
      password_confirmation: 'First-Shift-2026',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().token).toBeUndefined();
    expect(done.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
    expect(await rows(`select 1 from sessions where user_id = ${userId}`)).toEqual([]);
  });

  it('sends the reset email to an account that has a password already, and the same answer for nobody', async () => {
    const res = await post('/api/auth/customer/activate', { email_or_reference: 'priya.shah@example.com' });
    expect(res.json()).toEqual({ message: sent });
    expect((await mailbox('priya.shah@example.com'))[0].subject).toBe('Reset your Everyday Leisure password');
    const unknown = await post('/api/auth/customer/activate', { email_or_reference: 'C999999' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: sent });
  });

  it('refuses an empty or missing email or customer ID (422)', async () => {
    const res = await post('/api/auth/customer/forgotten-password', { email_or_reference: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email_or_reference).toBeDefined();
    expect((await post('/api/auth/password-reset/validate', {})).statusCode).toBe(422);
  });

  it('limits reset emails per address (429 with Retry-After)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++)
      expect((await forgotten(`someone${i}@example.com`, ip)).statusCode).toBe(200);
    const res = await forgotten('someone-else@example.com', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits reset emails for one account, from any address', async () => {
    for (let i = 0; i < 10; i++) expect((await forgotten('flood@example.com')).statusCode).toBe(200);
    expect((await forgotten('FLOOD@example.com')).statusCode).toBe(429);
  });

  it('limits token checks per address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 60; i++) await post('/api/auth/password-reset/validate', { token: `guess-${i}` }, ip);
    const res = await post('/api/auth/password-reset/validate', { token: 'guess' }, ip);
    expect(res.statusCode).toBe(429);
  });
});
