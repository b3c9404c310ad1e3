import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { simpleParser } from 'mailparser';
import { PNG } from 'pngjs';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuestPassFixtures, type Headers } from '../../../test/fixtures/guest-pass-fixtures';
import { eventually, type Received, startSmtpServer, stopSmtpServer } from '../../../test/fixtures/smtp-peer';
import { openTestDatabase, type TestApp, testConfig, useTestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { hashPassCode } from './guest-pass-codes';

type Fixtures = Awaited<ReturnType<typeof createGuestPassFixtures>>;

/** What a phone's camera reads from the PNG. */
function readQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** The member sends a pass from a package of theirs, as the account site does. */
async function send(
  t: Pick<TestApp, 'inject'>,
  f: Fixtures,
  member: Headers,
  guest: Record<string, unknown>,
) {
  const res = await t.inject({
    method: 'POST',
    url: `/api/v1/users/${f.member.id}/guestPasses`,
    headers: member,
    payload: { guest_name: 'Sam Guest', venue_id: f.venueId, ...guest },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

/** The pass email as it is kept in the outbox and shown in the dev mailbox (DEV_MAILBOX on). */
describe('the guest pass email in the outbox', () => {
  const t = useTestApp({ DEV_MAILBOX: 'true' });
  let f: Fixtures;
  beforeAll(async () => {
    f = await createGuestPassFixtures(t);
    await f.allowance(f.member.id);
  });
  const outbox = (to: string) =>
    f.one<{
      subject: string;
      text_body: string;
      html_body: string;
      inline_images: { cid: string; contentType: string; base64: string }[];
    }>(`select * from outbox_emails where to_address = '${to}' order by id desc limit 1`);

  it('keeps the QR code inline; it reads the pass’s code, which the text and the link carry too', async () => {
    const pass = await send(t, f, f.customer, { guest_email: 'qr.guest@example.com' });
    const email = await outbox('qr.guest@example.com');
    expect(email.subject).toBe(`Alexandra sent you a guest pass for ${f.venueName}`);
    expect(email.inline_images).toHaveLength(1);
    const [image] = email.inline_images;
    expect(image).toMatchObject({ cid: 'guest-pass-qr', contentType: 'image/png' });
    const code = readQr(Buffer.from(image!.base64, 'base64'));
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await f.one<{ code_hash: string }>(
      `select code_hash from guest_passes where id = ${pass.id}`,
    );
    expect(hashPassCode(code!)).toBe(row.code_hash);
    expect(email.text_body).toContain(`Pass code: ${code}`);
    expect(email.text_body).toContain(`/guest-pass/${code}`);
    expect(email.html_body).toContain('<img src="cid:guest-pass-qr"');
    // The page the link opens shows this pass.
    const page = await t.inject({ method: 'GET', url: `/api/guest-passes/${code}` });
    expect(page.json().data).toMatchObject({ guest_name: 'Sam Guest', member_first_name: 'Alexandra' });
  });

  it('escapes a hostile guest name in the HTML', async () => {
    const hostile = '<img src=x onerror="alert(1)">&Co';
    await send(t, f, f.customer, { guest_email: 'hostile.guest@example.com', guest_name: hostile });
    const email = await outbox('hostile.guest@example.com');
    expect(email.html_body).not.toContain('<img src=x');
    expect(email.html_body).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;Co');
    expect(email.text_body).toContain(`Hello ${hostile},`);
  });

  it('shows the inline QR code in the dev mailbox as a data: image the page’s CSP allows', async () => {
    await send(t, f, f.customer, { guest_email: 'mailbox.guest@example.com' });
    const page = await t.inject({ method: 'GET', url: '/dev/mailbox?to=mailbox.guest@example.com' });
    expect(page.statusCode).toBe(200);
    const src = /<img src="(data:image\/png;base64,([A-Za-z0-9+/=]+))"/.exec(page.body);
    expect(src).not.toBeNull();
    expect(readQr(Buffer.from(src![2]!, 'base64'))).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const imgSrc = /img-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(imgSrc?.split(' ')).toContain('data:');
    const api = await t.inject({ method: 'GET', url: '/api/dev/mailbox?to=mailbox.guest@example.com' });
    expect(api.json().data[0].inline_images).toEqual([
      { cid: 'guest-pass-qr', content_type: 'image/png', content: src![2] },
    ]);
  });
});

/** The same email handed to a real SMTP peer, parsed as a mail program would. */
describe('the guest pass email over SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer & { port: number };
  const t = {} as TestApp;
  let f: Fixtures;

  beforeAll(async () => {
    smtp = await startSmtpServer(received);
    t.database = await openTestDatabase();
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'mail@leisure.example',
    });
    t.app = await buildApp({ config, database: t.database, logger: false });
    await t.app.ready();
    t.inject = (options) => t.app.inject(options);
    t.sql = (text) => t.database.db.execute(sql.raw(text));
    f = await createGuestPassFixtures(t);
    await f.allowance(f.member.id);
  });
  afterAll(async () => {
    await t.app?.close();
    await t.database?.close();
    await stopSmtpServer(smtp);
  });

  it('arrives with the QR code as an inline image the HTML shows by its cid, reading the pass’s code', async () => {
    const pass = await send(t, f, f.customer, { guest_email: 'smtp.guest@example.com' });
    const [mail] = await eventually(
      () => received.filter((r) => r.to.includes('smtp.guest@example.com')),
      (r) => r.length > 0,
    );
    const parsed = await simpleParser(mail!.raw, { keepCidLinks: true });
    expect(parsed.subject).toBe(`Alexandra sent you a guest pass for ${f.venueName}`);
    const qr = parsed.attachments.find((a) => a.cid === 'guest-pass-qr');
    expect(qr).toMatchObject({ contentType: 'image/png', related: true });
    expect(qr!.contentDisposition).toBe('inline');
    const code = readQr(qr!.content);
    const row = await f.one<{ code_hash: string }>(
      `select code_hash from guest_passes where id = ${pass.id}`,
    );
    expect(hashPassCode(code!)).toBe(row.code_hash);
    expect(parsed.html).toContain('src="cid:guest-pass-qr"');
    expect(parsed.text).toContain(`Pass code: ${code}`);
  });
});
