import { guestPassMessages } from '@leisure/contracts/guest-pass-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGuestPassFixtures } from '../../../test/fixtures/guest-pass-fixtures';
import { awayFromWindowEnd, useTestApp } from '../../../test/test-app';
import { tooManyAttemptsMessage } from '../../platform/rate-limit/rate-limit';
import { newPassCode } from './guest-pass-codes';
import { publicPassReads } from './public-guest-pass';

type Fixtures = Awaited<ReturnType<typeof createGuestPassFixtures>>;
const hour = 3_600_000;

/** The public pass page's calls: no sign-in, the operator of the host, nothing of the member but a first name. */
describe('the public guest pass', () => {
  const t = useTestApp();
  let f: Fixtures;
  beforeAll(async () => {
    f = await createGuestPassFixtures(t);
  });
  const read = (code: string, host = 'localhost') =>
    t.inject({ method: 'GET', url: `/api/guest-passes/${code}`, headers: { host } });

  it('shows the guest, the member’s first name, the status, the dates and the venue, never cached or indexed', async () => {
    const { code } = await f.pass({
      validFrom: new Date('2026-01-01T09:00:00Z'),
      validTo: new Date('2099-01-08T09:00:00Z'),
    });
    const res = await read(code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.json()).toEqual({
      data: {
        guest_name: 'Sam Guest',
        member_first_name: 'Alexandra',
        status: 'issued',
        valid_from: '2026-01-01T09:00:00.000Z',
        valid_to: '2099-01-08T09:00:00.000Z',
        redeemed_at: null,
        venue: { name: f.venueName, address: expect.stringMatching(/, Manchester, /) },
        time_zone: 'Europe/London',
      },
    });
    // Of the member, the first name only.
    expect(res.body).not.toContain('Quillfeather');
    expect(res.body).not.toContain(f.member.email);
    expect(res.body).not.toContain(f.member.reference);
    expect(res.body).not.toContain(`"${f.member.id}"`);
  });

  it('works the status out on read: redeemed, expired', async () => {
    const redeemed = await f.pass({ redeemedAt: new Date(Date.now() - 60_000) });
    expect((await read(redeemed.code)).json().data).toMatchObject({ status: 'redeemed' });
    const expired = await f.pass({
      validFrom: new Date(Date.now() - 9 * 24 * hour),
      validTo: new Date(Date.now() - 2 * 24 * hour),
    });
    expect((await read(expired.code)).json().data).toMatchObject({ status: 'expired', redeemed_at: null });
  });

  it('answers 404 for a code that is not one, an unknown code, and another operator’s pass', async () => {
    for (const code of ['x', 'A'.repeat(23), 'A'.repeat(21), `${'A'.repeat(21)}!`, `${'A'.repeat(21)}=`]) {
      const res = await read(encodeURIComponent(code));
      expect(res.statusCode, code).toBe(404);
      expect(res.json().message).toBe(guestPassMessages.notFound);
    }
    expect((await read(newPassCode())).json()).toEqual({ message: guestPassMessages.notFound });
    const ours = await f.pass();
    expect((await read(ours.code, 'harbour.example')).statusCode).toBe(404);
    const theirs = await f.pass({
      client: f.harbour.clientId,
      venue: f.harbour.venueId,
      userId: f.harbour.memberId,
    });
    expect((await read(theirs.code, 'harbour.example')).statusCode).toBe(200);
    expect((await read(theirs.code)).statusCode).toBe(404);
  });

  it('serves the QR code as SVG under the same rules', async () => {
    const { code } = await f.pass();
    const res = await t.inject({ method: 'GET', url: `/api/guest-passes/${code}/qr.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('<path');
    for (const bad of ['x', newPassCode()]) {
      const refused = await t.inject({ method: 'GET', url: `/api/guest-passes/${bad}/qr.svg` });
      expect(refused.statusCode).toBe(404);
    }
    const other = await t.inject({
      method: 'GET',
      url: `/api/guest-passes/${code}/qr.svg`,
      headers: { host: 'harbour.example' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('is not found while the operator has guest passes switched off', async () => {
    const { code } = await f.pass();
    await t.sql(`update clients set online_guest_passes_enabled = false where id = ${f.clientId}`);
    try {
      expect((await read(code)).statusCode).toBe(404);
    } finally {
      await t.sql(`update clients set online_guest_passes_enabled = true where id = ${f.clientId}`);
    }
    expect((await read(code)).statusCode).toBe(200);
  });

  it('limits the reads of one address, against scanning', async () => {
    await awayFromWindowEnd(publicPassReads.windowMs, 8_000);
    const scan = () =>
      t.inject({ method: 'GET', url: `/api/guest-passes/${newPassCode()}`, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < publicPassReads.limit; i++) expect((await scan()).statusCode).toBe(404);
    const refused = await scan();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(tooManyAttemptsMessage);
    // Another address is not held up.
    expect((await read((await f.pass()).code)).statusCode).toBe(200);
  });
});
