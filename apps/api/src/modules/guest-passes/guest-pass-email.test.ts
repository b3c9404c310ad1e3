import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { newPassCode } from './guest-pass-codes';
import { formatPassDate, guestPassEmail, guestPassQrCid, guestPassUrl } from './guest-pass-email';

/** What a phone's camera would read from the PNG. */
function readQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

const base = {
  clientId: 1,
  to: 'guest@example.com',
  guestName: 'Sam Guest',
  memberFirstName: 'Alex',
  venueName: 'Riverside Leisure Centre',
  venueAddress: '1 River Road, Leeds, LS1 1AA',
  validFrom: new Date('2026-09-03T08:05:00Z'),
  validTo: new Date('2026-09-10T08:05:00Z'),
  timeZone: 'Europe/London',
  passUrl: 'https://leisure.example/guest-pass/abc',
};

describe('the guest pass email', () => {
  it('says who sent it, where and when it is valid, and links to the pass page', async () => {
    const code = newPassCode();
    const email = await guestPassEmail({ ...base, code });
    expect(email.subject).toBe('Alex sent you a guest pass for Riverside Leisure Centre');
    for (const body of [email.text, email.html]) {
      expect(body).toContain(code);
      expect(body).toContain('1 River Road, Leeds, LS1 1AA');
      expect(body).toContain('Valid from 3 Sep 2026 at 09:05 to 10 Sep 2026 at 09:05');
      expect(body).toContain(base.passUrl);
    }
    expect(email.html).toContain(`<img src="cid:${guestPassQrCid}"`);
  });

  it('carries the QR code of the pass code as an inline PNG', async () => {
    const code = newPassCode();
    const [qr] = (await guestPassEmail({ ...base, code })).attachments ?? [];
    expect(qr).toMatchObject({ cid: 'guest-pass-qr', contentType: 'image/png' });
    expect(readQr(qr!.content as Buffer)).toBe(code);
  });

  it('escapes every value it writes into the HTML', async () => {
    const hostile = '<script>alert("x")</script>&\'';
    const email = await guestPassEmail({
      ...base,
      code: newPassCode(),
      guestName: hostile,
      memberFirstName: hostile,
      venueName: hostile,
      venueAddress: hostile,
      passUrl: 'https://leisure.example/guest-pass/a"><script>',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('a">');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
  });
});

describe('pass dates', () => {
  it('are written D MMM YYYY at HH:mm in the venue zone, September as Sep', () => {
    expect(formatPassDate(new Date('2026-09-30T23:30:00Z'), 'Europe/London')).toBe('1 Oct 2026 at 00:30');
    expect(formatPassDate(new Date('2026-09-15T12:00:00Z'), 'UTC')).toBe('15 Sep 2026 at 12:00');
    expect(formatPassDate(new Date('2026-01-05T00:00:00Z'), 'America/New_York')).toBe('4 Jan 2026 at 19:00');
  });

  it("writes an end on the venue's midnight as the last minute of its last day", () => {
    const end = { end: true };
    expect(formatPassDate(new Date('2026-11-01T00:00:00Z'), 'Europe/London', end)).toBe(
      '31 Oct 2026 at 23:59',
    );
    expect(formatPassDate(new Date('2026-09-30T23:00:00Z'), 'Europe/London', end)).toBe(
      '30 Sep 2026 at 23:59',
    );
    expect(formatPassDate(new Date('2026-09-30T23:00:00Z'), 'Europe/London')).toBe('1 Oct 2026 at 00:00');
    expect(formatPassDate(new Date('2026-11-03T14:20:00Z'), 'Europe/London', end)).toBe(
      '3 Nov 2026 at 14:20',
    );
  });
});

describe('the pass page link', () => {
  const site = {
    publicUrl: undefined,
    localOrigin: 'http://localhost:3000',
    requestOrigin: 'https://gym.example',
    ownsHost: async (host: string) => host === 'gym.example',
  };

  it('starts with PUBLIC_URL when it is set', async () => {
    expect(await guestPassUrl('abc', { ...site, publicUrl: 'https://pub.example/' })).toBe(
      'https://pub.example/guest-pass/abc',
    );
  });

  it('uses the request host only when the operator owns it', async () => {
    expect(await guestPassUrl('abc', site)).toBe('https://gym.example/guest-pass/abc');
    expect(await guestPassUrl('abc', { ...site, requestOrigin: 'https://evil.example' })).toBe(
      'http://localhost:3000/guest-pass/abc',
    );
  });
});
