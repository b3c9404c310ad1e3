import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../../test/test-app';
import { buildApp } from '../../app';
import type { Database } from '../../platform/db/client';
import { createMailService } from './mail.service';
import { createMailTransport } from './mail-transport';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP peer on a loopback port: what nodemailer hands over is what a relay would get. */
function startSmtpServer(received: Received[]): Promise<SMTPServer & { port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.server.address() as AddressInfo).port;
      resolve(Object.assign(server, { port }));
    });
  });
}

async function eventually<T>(read: () => Promise<T> | T, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out waiting');
}

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
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
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
});
