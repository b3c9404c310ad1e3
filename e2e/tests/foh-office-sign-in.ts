import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { demo, expect } from './fixtures';

/**
 * The demo staff of the seed (README 'Demo staff'), each with an authenticator secret that is public demo
 * data, so a test can compute their codes as their phone would.
 */
export type DemoStaff = { username: string; totpSecret: string };

/** Sky Parker (S000001), front of house at Manchester Central: the seed's public demo secret (apps/api/src/seed/demo-staff.ts). */
export const sky: DemoStaff = {
  username: 'staff@example.com',
  totpSecret: 'JWRMMJS324E2NRQNKB3ZOH4TM2UZAJDI',
};

const period = 30;
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;

function codeNow(secret: string): { code: string; msLeft: number } {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period });
  const now = Date.now();
  return { code: totp.generate({ timestamp: now }), msLeft: period * 1000 - (now % (period * 1000)) };
}

function xsrfOf(cookies: { name: string; value: string }[]): string {
  return cookies.find((cookie) => cookie.name === 'foh_xsrf')?.value ?? '';
}

/**
 * Where a run keeps the secret a member of staff enrolled with at a first sign-in, when the seed left them
 * without one (the desk's own kit, foh-desk-kit.ts, keeps Sky's in the same file).
 */
function secretFile(who: DemoStaff): string {
  const name = who.username === sky.username ? 'sky' : who.username.replace(/\W/g, '-');
  return path.join(process.cwd(), '.tmp', `foh-${name}-secret.txt`);
}

/** A first sign-in through the API: the secret shown, its first code confirmed, the recovery codes given. */
async function enrolByApi(page: Page, who: DemoStaff): Promise<void> {
  const headers = await xsrfHeader(page);
  const started = await page.request.post('/api/foh/auth/second-factor/enrolment', { headers });
  expect(started.status(), await started.text()).toBe(200);
  const secret = (await started.json()).data.secret as string;
  mkdirSync(path.dirname(secretFile(who)), { recursive: true });
  writeFileSync(secretFile(who), secret);
  const confirmed = await page.request.post('/api/foh/auth/second-factor/enrolment/confirm', {
    headers,
    data: { code: codeNow(secret).code },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/**
 * Signs a member of staff in through the API, as /foh/login does (password, then the authenticator's code),
 * so the browser context holds the staff session. A code is good once: when an earlier sign-in of theirs
 * already spent this 30-second step's code, the next step's is used.
 */
export async function signInStaff(page: Page, who: DemoStaff): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // A second attempt carries the first one's session cookie, so it echoes that session's CSRF token.
    const login = await page.request.post('/api/foh/auth/login', {
      headers: await xsrfHeader(page),
      data: { username: who.username, password: demo.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    if ((await login.json()).data.second_factor === 'enrol') return enrolByApi(page, who);
    const file = secretFile(who);
    const secrets = [who.totpSecret, ...(existsSync(file) ? [readFileSync(file, 'utf8').trim()] : [])];
    let msLeft = 0;
    for (const secret of secrets) {
      const now = codeNow(secret);
      msLeft = now.msLeft;
      const verified = await page.request.post('/api/foh/auth/second-factor', {
        headers: await xsrfHeader(page),
        data: { code: now.code },
      });
      if (verified.ok()) return;
    }
    await page.waitForTimeout(msLeft + 500);
  }
  throw new Error(`${who.username} could not pass the second factor`);
}

/** The CSRF token of the context's session, for a write made through the API. */
export async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  return { 'x-xsrf-token': xsrfOf(await page.context().cookies()) };
}

/**
 * A staff member's signed-in browser state, saved once for a file's tests: each sign-in spends a 30-second
 * step's code, so signing in before every test would wait out a step each time.
 */
export async function saveStaffState(browser: Browser, who: DemoStaff, path: string): Promise<void> {
  // An empty state: the file's test.use({ storageState }) is what this writes, and is read by newContext too.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInStaff(page, who);
  await context.storageState({ path });
  await context.close();
}

/** Where a file's saved staff state lives, beside the other test output. */
export function staffStatePath(name: string): string {
  const file = fileURLToPath(new URL(`../../.tmp/e2e-foh-${name}-staff.json`, import.meta.url));
  // `test.use({ storageState })` reads it before beforeAll signs staff in: on a fresh clone it must exist.
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ cookies: [], origins: [] }));
  }
  return file;
}
