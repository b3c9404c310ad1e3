import type { APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { demo, expect } from './fixtures';

/** The seed's demo staff with their public demo authenticator secrets (apps/api/src/seed/demo-staff.ts). */
export const skyStaff = { username: 'staff@example.com', totpSecret: 'JWRMMJS324E2NRQNKB3ZOH4TM2UZAJDI' };
/** Morgan Hale, venue manager at Manchester Central and Leeds Middleton. */
export const managerStaff = {
  username: 'manager@example.com',
  totpSecret: 'DNH5DCZTF24WZA6YMGZTZZOJJKTJAOCT',
};

const code = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() });

async function xsrf(request: APIRequestContext): Promise<Record<string, string>> {
  const cookies = (await request.storageState()).cookies;
  return { 'x-xsrf-token': cookies.find((c) => c.name === 'foh_xsrf')?.value ?? '' };
}

/**
 * A staff session past its second factor in `request`'s cookie jar, as /foh/login makes it: enrolling an
 * authenticator on a first sign-in, else the seed's secret; a step's code spent already waits for the next.
 */
export async function staffRequest(
  request: APIRequestContext,
  who = skyStaff,
): Promise<Record<string, string>> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // A second attempt carries the first one's session cookie, so it echoes that session's CSRF token.
    const login = await request.post('/api/foh/auth/login', {
      headers: await xsrf(request),
      data: { username: who.username, password: demo.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    if ((await login.json()).data.second_factor === 'enrol') {
      const started = await request.post('/api/foh/auth/second-factor/enrolment', {
        headers: await xsrf(request),
      });
      const secret = (await started.json()).data.secret as string;
      const confirmed = await request.post('/api/foh/auth/second-factor/enrolment/confirm', {
        headers: await xsrf(request),
        data: { code: code(secret) },
      });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
      return xsrf(request);
    }
    const verified = await request.post('/api/foh/auth/second-factor', {
      headers: await xsrf(request),
      data: { code: code(who.totpSecret) },
    });
    if (verified.ok()) return xsrf(request);
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error(`${who.username} could not pass the second factor`);
}
