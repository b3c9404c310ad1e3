import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { baseURL } from '../playwright.config';
import { demo, expect } from './fixtures';

/**
 * The demo's staff (README 'Demo staff'): Sky Parker at Manchester Central's desk, with the authenticator
 * secret the seed gives them (public demo data, apps/api/src/seed/demo-staff.ts), so a test computes their
 * codes as their phone would; Kit Lowe, who sets one up at their first sign-in.
 */
export type DemoStaff = { username: string; name: string; totpSecret: string | null };
export const sky: DemoStaff = {
  username: 'staff@example.com',
  name: 'Sky Parker',
  totpSecret: 'JWRMMJS324E2NRQNKB3ZOH4TM2UZAJDI',
};
export const kit: DemoStaff = { username: 'newstaff@example.com', name: 'Kit Lowe', totpSecret: null };

const period = 30;

/** The code an authenticator shows now, and how long until the next one. */
export function totpNow(secret: string): { code: string; msLeft: number } {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period });
  const now = Date.now();
  return { code: totp.generate({ timestamp: now }), msLeft: period * 1000 - (now % (period * 1000)) };
}

/**
 * Signs Sky in through /foh/login as a person would: password, then the authenticator's code. A code is good
 * once, so when an earlier sign-in spent this 30-second step's code the next step's is typed.
 */
export async function signInAtDesk(page: Page, who: DemoStaff = sky): Promise<void> {
  await page.goto('/foh/login');
  await page.getByLabel('Email or staff ID').fill(who.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('6-digit code');
  await expect(code).toBeVisible();
  const secret = who.totpSecret;
  if (!secret) throw new Error(`${who.name} has no authenticator yet: enrol them instead`);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { code: now, msLeft } = totpNow(secret);
    await code.fill(now);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const done = await page
      .waitForURL((url) => !url.pathname.startsWith('/foh/login'), { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (done) return;
    await page.waitForTimeout(msLeft + 500);
  }
  throw new Error('Sky could not pass the second factor');
}

/** A first sign-in: the key shown for typing by hand, the app's first code, then the recovery codes once. */
export async function enrol(page: Page): Promise<string> {
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  await page.getByLabel('6-digit code').fill(totpNow(secret).code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  // Ten recovery codes are hashed before the answer: slow on a busy machine.
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10, {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/foh/login'));
  return secret;
}

/** Sky's signed-in browser state, saved once for a file: each sign-in spends a 30-second step's code. */
export async function saveDeskState(browser: Browser, path: string): Promise<void> {
  // A clean context: the file's storageState (this very file, not yet written) is not for it.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInAtDesk(page);
  await context.storageState({ path });
  await context.close();
}

export const manchester = 'Manchester Central Pool & Gym';

/** The desk's venue set to Manchester Central (where the demo timetable is fullest), if it is not already. */
export async function deskAtManchester(page: Page): Promise<void> {
  const venue = page.getByLabel('Desk venue');
  await expect(venue).toBeVisible();
  if ((await venue.locator('option:checked').textContent())?.trim() === manchester) return;
  await venue.selectOption({ label: manchester });
  await expect(page.getByText(`The desk is now at ${manchester}.`)).toBeVisible();
}

/**
 * Takes every line out of the desk basket the sell page shows, as staff would with 'Remove': another test
 * (or a run stopped half-way) may have left this staff member's basket for the customer part-filled.
 */
export async function emptyDeskBasket(page: Page): Promise<void> {
  const lines = page.getByTestId('desk-basket-line');
  await expect(page.getByRole('heading', { name: 'Basket' })).toBeVisible();
  while ((await lines.count()) > 0) {
    const before = await lines.count();
    await lines
      .first()
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(lines).toHaveCount(before - 1);
  }
}
