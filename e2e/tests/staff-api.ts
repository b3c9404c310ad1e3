import type { APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** Sky Parker's authenticator secret: public demo data (README, apps/api/src/seed/demo-staff.ts). */
const skySecret = 'JWRMMJS324E2NRQNKB3ZOH4TM2UZAJDI';
const period = 30;

/**
 * Signs Sky Parker in at the staff sign-in through the API (password, then a code from his authenticator)
 * and gives the bearer header of his staff session (decision 052). A code spent by another test in the same
 * 30 s is refused as used: then the next step's code is waited for.
 */
export async function staffApiHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const totp = new TOTP({ secret: Secret.fromBase32(skySecret), digits: 6, period });
  for (let attempt = 0; attempt < 4; attempt++) {
    // A second attempt carries the first one's session cookie, so it echoes that session's CSRF token.
    const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'foh_xsrf')?.value ?? '';
    const login = await request.post('/api/foh/auth/login', {
      headers: { 'x-xsrf-token': xsrf },
      data: { username: 'staff@example.com', password: 'Everyday-Leisure-2026' },
    });
    if (login.status() !== 200) throw new Error(`staff sign-in: ${login.status()}`);
    const cookies = (await request.storageState()).cookies;
    const token = cookies.find((c) => c.name === 'sid')?.value ?? '';
    const headers = { authorization: `Bearer ${token}` };
    const passed = await request.post('/api/foh/auth/second-factor', {
      headers,
      data: { code: totp.generate() },
    });
    if (passed.status() === 200) return headers;
    if (passed.status() !== 422) throw new Error(`staff second factor: ${passed.status()}`);
    await new Promise((resolve) => setTimeout(resolve, period * 1000 - (Date.now() % (period * 1000)) + 200));
  }
  throw new Error('staff second factor: no code accepted');
}
