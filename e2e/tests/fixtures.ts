import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const demo = {
  email: 'alex.morgan@example.com',
  reference: 'C100001',
  password: 'Everyday-Leisure-2026',
};
export const maintenanceURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
/** A server of its own for the visual regression screens, on a database no other test changes. */
export const visualURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}`;

/**
 * Every page visited must pass axe's WCAG 2.2 AA rules, and the label-in-name check (WCAG 2.5.3: a
 * control's accessible name holds its visible words), which axe ships as experimental and so off.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Headless Chromium's own words, not the app's: without a GPU its compositor reads a WebGL canvas (the
 * joining map) back, and the first few times the software driver warns of the stall.
 */
const browserNoise = /GL Driver Message \(.*\): GPU stall due to ReadPixels/;

/**
 * A page that fails the test on any console error or warning and on any uncaught page error: a
 * warning nobody reads is a bug nobody fixes.
 */
export const test = base.extend<{ problems: string[]; expectedConsole: RegExp | undefined }>({
  /** Console lines a test expects (the browser logs an answer such as a 503 that it was meant to get). */
  expectedConsole: [undefined, { option: true }],
  problems: [
    async ({ page, expectedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (browserNoise.test(message.text()) || expectedConsole?.test(message.text())) return;
        problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the API, as the login form does, so the browser context holds the cookies. */
export async function signIn(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/customer/login', {
    data: { username: demo.email, password: demo.password },
  });
  expect(res.status()).toBe(200);
}

export const priya = { email: 'priya.shah@example.com', password: demo.password };

/** Signs a demo customer in through the API, as the login form does; the cookies land in the browser context. */
export async function signInAs(page: Page, email: string, password = demo.password): Promise<void> {
  const res = await page.request.post('/api/auth/customer/login', { data: { username: email, password } });
  expect(res.status()).toBe(200);
}

/** A day in the venues' time zone as YYYY-MM-DD: tomorrow's sessions have not started whatever the hour. */
export function londonDate(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + daysAhead);
  return day.toISOString().slice(0, 10);
}

/** Empties the signed-in customer's basket through the API, so a test starts from nothing whatever ran before. */
/** On the checkout page: ticks the terms, reads them to the end in their modal and agrees, as a customer must. */
export async function agreeToTerms(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  const text = dialog.getByRole('region', { name: 'Terms and conditions text' });
  await expect(text).toBeVisible();
  await text.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await dialog.getByRole('button', { name: 'I Agree' }).click();
  await expect(dialog).toBeHidden();
}

export async function emptyBasket(page: Page): Promise<void> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'xsrf')?.value ?? '';
  const res = await page.request.delete('/api/activities/cart', { headers: { 'x-xsrf-token': xsrf } });
  expect(res.ok()).toBe(true);
}

/**
 * Pages without the server's answers to the shell's first calls (contracts/boot-answers.ts), so the app
 * makes those calls itself: for a test that fails or changes one of them on its way.
 */
export async function withoutBootAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="boot-answers">.*?<\/script>/s,
        '',
      );
      // The body is decoded and changed: it goes out unencoded, its length counted afresh.
      const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers();
      return route.fulfill({ response, body: html, headers });
    },
  );
}
