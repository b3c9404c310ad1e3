import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaffMember } from '../../../test/fixtures/staff-fixtures';
import { cookiesOf, demo, type TestApp, useTestApp } from '../../../test/test-app';

const notFound = { message: 'Unable to complete request, item not found.' };
/** An address that is not this machine's: a visitor on the network. */
const remote = '203.0.113.9';

/** Both faces of the mailbox, as seen from `remoteAddress` with the given headers. */
const readMailbox = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  Promise.all([
    t.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers }),
    t.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers }),
  ]);

const signIn = async (t: TestApp, username: string, remoteAddress: string) => {
  const res = await t.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { username, password: demo.password },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return { bearer: `Bearer ${res.json().token as string}`, cookie: cookiesOf(res).header };
};

/** A staff session past its second factor (or not), as its bearer and its cookie. */
const staffIn = async (t: TestApp, secondFactor = true) => {
  const { headers } = await createStaffMember(t, { secondFactor });
  return { bearer: headers.authorization!, cookie: headers.cookie! };
};

describe('the development mailbox by default (no DEV_MAILBOX): a production start', () => {
  const t = useTestApp();

  it('does not exist, even for this machine or staff', async () => {
    const [api, page] = await readMailbox(t, '127.0.0.1');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual(notFound);
    expect(page.statusCode).toBe(404);
    const staff = await staffIn(t);
    for (const res of await readMailbox(t, '127.0.0.1', {
      authorization: staff.bearer,
      cookie: staff.cookie,
    }))
      expect(res.statusCode).toBe(404);
  });

  it('so a reset link asked for by anyone cannot be read back', async () => {
    await t.inject({
      method: 'POST',
      url: '/api/auth/customer/forgotten-password',
      payload: { email_or_reference: 'C100001' },
      remoteAddress: remote,
    });
    const [api, page] = await readMailbox(t, remote);
    expect(api.statusCode).toBe(404);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('password-reset');
  });
});

describe('the development mailbox off, with the web app built', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  const t = useTestApp({ WEB_DIST: webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('answers 404, not the web app, and says nothing about its query', async () => {
    const page = await t.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('<title>app</title>');
    const tooLong = await t.inject({ method: 'GET', url: `/api/dev/mailbox?to=${'x'.repeat(300)}` });
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toEqual(notFound);
    expect((await t.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths).not.toHaveProperty(
      '/api/dev/mailbox',
    );
  });
});

describe('the development mailbox (DEV_MAILBOX on, outbox transport)', () => {
  const t = useTestApp({ DEV_MAILBOX: 'true' });
  const forgotten = (emailOrReference: string) =>
    t.inject({
      method: 'POST',
      url: '/api/auth/customer/forgotten-password',
      payload: { email_or_reference: emailOrReference },
    });

  it('keeps every email in the outbox, undelivered, and lists them newest first', async () => {
    await forgotten('C100001');
    await forgotten('C100002');
    const res = await t.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((m: { to: string }) => m.to).slice(0, 2)).toEqual([
      'priya.shah@example.com',
      'alex.morgan@example.com',
    ]);
    expect(list[0]).toMatchObject({
      id: expect.any(Number),
      subject: 'Reset your Everyday Leisure password',
      text: expect.stringContaining('http://localhost:3000/account/password-reset/'),
      html: expect.stringContaining('<a href="http://localhost:3000/account/password-reset/'),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const rows = (await t.sql(`select transport, delivered_at from outbox_emails`)) as {
      rows: { transport: string; delivered_at: unknown }[];
    };
    expect(rows.rows.every((r) => r.transport === 'outbox' && r.delivered_at === null)).toBe(true);
  });

  it('filters by recipient, ignoring case', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/dev/mailbox?to=ALEX.MORGAN@example.com' });
    const list = res.json().data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((m: { to: string }) => m.to === 'alex.morgan@example.com')).toBe(true);
  });

  it('shows the emails as a page, links clickable, no script', async () => {
    const res = await t.inject({ method: 'GET', url: '/dev/mailbox?to=priya.shah@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<h2>Reset your Everyday Leisure password</h2>');
    expect(res.body).toContain('priya.shah@example.com');
    expect(res.body).toMatch(/<a href="http:\/\/localhost:3000\/account\/password-reset\/[\w-]+">/);
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain('alex.morgan@example.com');
  });

  it('escapes what it shows', async () => {
    await t.sql(`insert into outbox_emails (client_id, to_address, subject, text_body, html_body, transport)
      select id, 'x@example.com', '<img src=x onerror=alert(1)>', 'hi <b>there</b>', '', 'outbox' from clients limit 1`);
    const res = await t.inject({ method: 'GET', url: '/dev/mailbox?to=x@example.com' });
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.body).toContain('hi &lt;b&gt;there&lt;/b&gt;');
  });
});

describe('who may read the development mailbox when it is on', () => {
  const t = useTestApp({ DEV_MAILBOX: 'true' });

  it('answers this machine (IPv4 and IPv6 loopback)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const [api, page] = await readMailbox(t, address);
      expect(api.statusCode).toBe(200);
      expect(page.statusCode).toBe(200);
    }
  });

  it('is not there for a visitor from elsewhere', async () => {
    const [api, page] = await readMailbox(t, remote);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual(notFound);
    expect(page.statusCode).toBe(404);
  });

  it('nor for a signed-in customer from elsewhere', async () => {
    const alex = await signIn(t, demo.username, remote);
    for (const res of await readMailbox(t, remote, { authorization: alex.bearer, cookie: alex.cookie }))
      expect(res.statusCode).toBe(404);
  });

  it('nor for a staff session still waiting for its second factor', async () => {
    const pending = await staffIn(t, false);
    for (const res of await readMailbox(t, remote, { authorization: pending.bearer }))
      expect(res.statusCode).toBe(404);
    for (const res of await readMailbox(t, remote, { cookie: pending.cookie }))
      expect(res.statusCode).toBe(404);
  });

  it('answers a staff member signed in at the desk from anywhere, by token or by cookie', async () => {
    const staff = await staffIn(t);
    const api = await t.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: remote,
      headers: { authorization: staff.bearer },
    });
    expect(api.statusCode).toBe(200);
    const page = await t.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: remote,
      headers: { cookie: staff.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Mailbox</h1>');
  });

  it('does not take a request passed on from elsewhere by a proxy on this machine for this machine', async () => {
    const [api, page] = await readMailbox(t, '127.0.0.1', { 'x-forwarded-for': remote });
    expect(api.statusCode).toBe(404);
    expect(page.statusCode).toBe(404);
  });
});

describe('the development mailbox behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  const t = useTestApp({ DEV_MAILBOX: 'true', TRUST_PROXY: '127.0.0.1' });

  it('judges the forwarded client, not the proxy', async () => {
    for (const res of await readMailbox(t, '127.0.0.1', { 'x-forwarded-for': remote }))
      expect(res.statusCode).toBe(404);
    const staff = await staffIn(t);
    const api = await t.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      headers: { 'x-forwarded-for': remote, authorization: staff.bearer },
    });
    expect(api.statusCode).toBe(200);
  });
});

describe('the development mailbox when mail is real (SMTP_URL set)', () => {
  const t = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', DEV_MAILBOX: 'true' });

  it('is not served, whatever DEV_MAILBOX says: 404 for the call and the page', async () => {
    const [api, page] = await readMailbox(t, '127.0.0.1');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual(notFound);
    expect(page.statusCode).toBe(404);
  });
});
