import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type Received, startSmtpServer, stopSmtpServer } from '../../../test/fixtures/smtp-peer';
import { openTestDatabase, testConfig } from '../../../test/test-app';
import { buildApp } from '../../app';
import type { Database } from '../../platform/db/client';
import { createMailService } from './mail.service';
import { createMailTransport } from './mail-transport';

describe('mail over SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer & { port: number };
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtpServer(received);
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Everyday Leisure <mail@leisure.example>',
      }),
      database,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await stopSmtpServer(smtp);
  });

  it('delivers the reset email to the relay and records it as delivered', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/forgotten-password',
      payload: { email_or_reference: 'alex.morgan@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await eventually(
      () => received,
      (r) => r.length > 0,
    );
    expect(mail!.from).toBe('mail@leisure.example');
    expect(mail!.to).toEqual(['alex.morgan@example.com']);
    expect(mail!.raw).toContain('Subject: Reset your Everyday Leisure password');
    expect(mail!.raw.replace(/=\r\n/g, '')).toMatch(/\/account\/password-reset\/[\w-]{20,}/);
    const rows = await eventually(
      async () =>
        (
          (await database.db.execute(
            sql.raw('select transport, delivered_at from outbox_emails'),
          )) as unknown as { rows: { transport: string; delivered_at: unknown }[] }
        ).rows,
      (r) => r.length === 1 && r[0]!.delivered_at !== null,
    );
    expect(rows[0]!.transport).toBe('smtp');
  });

  it('keeps an email it could not hand over, undelivered, and reports the failure', async () => {
    const failures: number[] = [];
    const mail = createMailService({
      db: database.db,
      transport: createMailTransport('smtp://127.0.0.1:1'),
      from: 'x@leisure.example',
      onDeliveryError: (_err, id) => failures.push(id),
    });
    const clientId = (
      (await database.db.execute(sql.raw('select id from clients limit 1'))) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]!.id;
    const queued = await database.db.transaction((tx) =>
      mail.queue(tx, { clientId, to: 'nobody@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }),
    );
    await queued.deliver();
    expect(failures).toEqual([queued.id]);
    const row = (
      (await database.db.execute(
        sql.raw(`select transport, delivered_at from outbox_emails where id = ${queued.id}`),
      )) as unknown as { rows: { transport: string; delivered_at: unknown }[] }
    ).rows[0];
    expect(row).toEqual({ transport: 'smtp', delivered_at: null });
  });

  it('sends an image with a cid inline and a file without one attached, and keeps only the image', async () => {
    const mail = createMailService({
      db: database.db,
      transport: createMailTransport(`smtp://127.0.0.1:${smtp.port}`),
      from: 'x@leisure.example',
    });
    const clientId = (
      (await database.db.execute(sql.raw('select id from clients limit 1'))) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]!.id;
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const queued = await database.db.transaction((tx) =>
      mail.queue(tx, {
        clientId,
        to: 'inline@example.com',
        subject: 'Inline',
        text: 'Inline',
        html: '<p><img src="cid:logo" alt="Logo"></p>',
        attachments: [
          { filename: 'logo.png', content: png, contentType: 'image/png', cid: 'logo' },
          { filename: 'event.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' },
        ],
      }),
    );
    await queued.deliver();
    const row = (
      (await database.db.execute(
        sql.raw(`select inline_images from outbox_emails where id = ${queued.id}`),
      )) as unknown as { rows: { inline_images: unknown }[] }
    ).rows[0];
    expect(row!.inline_images).toEqual([
      { cid: 'logo', contentType: 'image/png', base64: png.toString('base64') },
    ]);
    const parsed = await simpleParser(received.find((r) => r.to.includes('inline@example.com'))!.raw, {
      keepCidLinks: true,
    });
    expect(parsed.attachments.map((a) => [a.filename, a.cid ?? null, a.contentDisposition])).toEqual([
      ['logo.png', 'logo', 'inline'],
      ['event.ics', null, 'attachment'],
    ]);
    expect(parsed.attachments[0]!.content.equals(png)).toBe(true);
  });
});
