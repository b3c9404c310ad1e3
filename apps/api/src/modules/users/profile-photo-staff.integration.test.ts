import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../../../test/fixtures/staff-fixtures';
import { bearerOf, demo, useTestApp } from '../../../test/test-app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'staff-photos-'));

/**
 * Staff see a customer's photo at the desk only through the staff guard (decision 052), at any of the
 * operator's venues; a customer sees no one's but their own and their family's.
 */
describe('a customer’s profile photo at the desk', () => {
  const t = useTestApp({ DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let alex: Record<string, string>;
  let priya: Record<string, string>;
  let alexId: number;
  let priyaId: number;
  const deskUrl = (id: number) => `/api/foh/customers/${id}/profile-photo`;
  const get = (url: string, headers: Record<string, string>) => t.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    alex = await bearerOf(t, demo.username);
    priya = await bearerOf(t, 'priya.shah@example.com');
    const ids = (await t.sql(
      `select id, reference from users where reference in ('C100001', 'C100002')`,
    )) as { rows: { id: number; reference: string }[] };
    alexId = ids.rows.find((r) => r.reference === 'C100001')!.id;
    priyaId = ids.rows.find((r) => r.reference === 'C100002')!.id;
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const boundary = 'staff-photo';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const res = await t.inject({
      method: 'POST',
      url: '/api/my-account/user/profile-photo',
      headers: { ...alex, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(res.statusCode).toBe(200);
  });

  it('shows staff of any of the operator’s venues the photo, privately, past the guard', async () => {
    for (const options of [
      { venueIds: ['manchester-central'] },
      { venueIds: ['leeds-middleton'] },
      { role: 'venue_manager' as const },
      { role: 'operator_admin' as const },
    ]) {
      const res = await get(deskUrl(alexId), await staffSession(t, options));
      expect(res.statusCode, JSON.stringify(options)).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
    }
    const staff = await staffSession(t);
    // No photo, or no such customer: not found.
    expect((await get(deskUrl(priyaId), staff)).statusCode).toBe(404);
    expect((await get(deskUrl(999_999_999), staff)).statusCode).toBe(404);
  });

  it('refuses everyone else at the desk’s address', async () => {
    expect((await get(deskUrl(alexId), {})).statusCode).toBe(401);
    expect((await get(deskUrl(alexId), priya)).statusCode).toBe(403);
    // Not even their own: the desk's address is staff's.
    expect((await get(deskUrl(alexId), alex)).statusCode).toBe(403);
    // A staff member who has typed only their password.
    expect((await get(deskUrl(alexId), await staffSession(t, { secondFactor: false }))).statusCode).toBe(403);
  });

  it('never shows another customer, or staff, a customer’s photo at the customer’s address', async () => {
    const url = `/api/my-account/user/profile-photo/${alexId}`;
    expect((await get(url, alex)).statusCode).toBe(200);
    expect((await get(url, priya)).statusCode).toBe(403);
    // A staff session is nobody on a customer's call (decision 052).
    expect((await get(url, await staffSession(t))).statusCode).toBe(401);
  });
});
