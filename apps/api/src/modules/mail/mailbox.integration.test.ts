import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('the development mailbox (outbox transport)', () => {
  const t = useTestApp();
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
      text: expect.stringContaining('http://localhost:80/account/password-reset/'),
      html: expect.stringContaining('<a href="http://localhost:80/account/password-reset/'),
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
    expect(res.body).toMatch(/<a href="http:\/\/localhost:80\/account\/password-reset\/[\w-]+">/);
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

describe('the development mailbox when mail is real (SMTP_URL set)', () => {
  const t = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });

  it('is not served: 404 for the call and the page', async () => {
    const api = await t.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Unable to complete request, item not found.' });
    expect((await t.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});
