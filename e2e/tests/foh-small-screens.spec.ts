import type { Page } from '@playwright/test';
import { expectFitsWidth } from './fits-width';
import { demo, expect, expectAccessible, londonDate, test } from './fixtures';
import { type DemoStaff, deskAtManchester, signInAtDesk } from './foh-desk-kit';

/**
 * The desk's screens and the kiosk home on a 360 px phone in Manchester Central's theme (issue 18): nothing
 * scrolls sideways, axe is clean (colour contrast in the theme's colours included), and on the kiosk every
 * control is reached by Tab and is at least 44 px tall. Morgan Hale, a manager, sees every desk screen.
 */
const width = 360;
test.use({ viewport: { width, height: 800 } });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const morgan: DemoStaff = {
  username: 'manager@example.com',
  name: 'Morgan Hale',
  totpSecret: 'DNH5DCZTF24WZA6YMGZTZZOJJKTJAOCT',
};
/** Manchester Central's primary colour (the theme visual.spec.ts shows). */
const manchesterPrimary = '#00796b';

/** The venue theme as visual.spec.ts applies it: the venue a visitor chose, before any page loads. */
async function inManchesterTheme(page: Page) {
  await page.addInitScript(() => localStorage.setItem('selectedVenue', 'manchester-central'));
}

/** Settled (no spinner), in Manchester's colours, no wider than the phone, and axe clean. */
async function expectFitsAndAccessible(page: Page, what: string): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.spinner, .skeleton')).toHaveCount(0, { timeout: 10_000 });
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--primary-500').trim(),
      ),
    )
    .toBe(manchesterPrimary);
  await expectFitsWidth(page, width, what);
  await expectAccessible(page);
}

test('the desk sign-in fits a 360 px phone in the venue theme', async ({ page }) => {
  await inManchesterTheme(page);
  await page.goto('/foh/login');
  await expectFitsAndAccessible(page, 'the sign-in');
  await page.getByLabel('Email or staff ID').fill(morgan.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('6-digit code')).toBeVisible();
  await expectFitsAndAccessible(page, 'the code step');
});

test('every desk screen, with a kiosk calling for help, fits a 360 px phone; then the kiosk home, by Tab with 44 px controls', async ({
  page,
}) => {
  await inManchesterTheme(page);
  await signInAtDesk(page, morgan);
  await page.goto('/foh/');
  await deskAtManchester(page);
  const me = await (await page.request.get('/api/foh/me')).json();
  const venueId = me.data.desk_venue_id as number;
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'foh_xsrf')?.value ?? '';
  const headers = { 'x-xsrf-token': xsrf };

  // This browser is enrolled as a Manchester kiosk and calls for help, so every desk screen shows the call.
  const enrolled = await page.request.post('/api/foh/kiosks', {
    headers,
    data: { venue_id: venueId, name: 'Small screens' },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  const kioskId = (await enrolled.json()).data.id as number;
  const called = await page.request.post('/api/kiosk/help-calls', { headers, data: {} });
  expect(called.status(), await called.text()).toBe(201);

  await page.goto('/foh/');
  await expect(page.getByRole('region', { name: 'Help calls from kiosks' })).toContainText('Small screens');
  const search = page.getByLabel('Name, email, customer ID or postcode');
  await search.fill('Booker');
  await expect(
    page.getByRole('list', { name: 'Customers matching “Booker”' }).getByRole('link'),
  ).not.toHaveCount(0);
  await expectFitsAndAccessible(page, 'the customer search');

  await search.fill('C100915');
  await page
    .getByRole('list', { name: 'Customers matching “C100915”' })
    .getByRole('link', { name: /Demo Booker 15/ })
    .click();
  await expect(page).toHaveURL(/\/foh\/customers\/\d+$/);
  await expectFitsAndAccessible(page, 'the customer profile');

  await page.getByRole('link', { name: 'Sell' }).click();
  await page.getByLabel('Day', { exact: true }).fill(londonDate(5));
  await page.getByRole('button', { name: 'Add Spin 19:00 to the basket' }).click();
  await expect(page.getByTestId('desk-basket-line').filter({ hasText: 'Spin' })).toBeVisible();
  await page.getByLabel(/Cash handed over/).fill('20');
  await expect(page.getByTestId('desk-change')).not.toHaveText('£0.00');
  await expectFitsAndAccessible(page, 'the desk basket and checkout');
  // Nothing is sold: the basket is left as it was found.
  await page.getByRole('button', { name: /^Remove Spin/ }).click();
  await expect(page.getByTestId('desk-basket-line')).toHaveCount(0);

  for (const [path, what] of [
    ['/foh/queues', 'the review queues'],
    ['/foh/guest-passes', 'guest pass redemption'],
    ['/foh/takings', 'the takings'],
    ['/foh/kiosks', 'the kiosks'],
    ['/foh/audit', 'the audit'],
  ] as const) {
    await page.goto(path);
    await expectFitsAndAccessible(page, what);
  }

  // The call answered, so no other test finds it waiting.
  await page.getByRole('button', { name: /^On my way/ }).click();
  await expect(page.getByRole('region', { name: 'Help calls from kiosks' })).not.toContainText(
    'Small screens',
  );

  // The kiosk home of this enrolled device, the desk's session set aside as a sign-out would (the customer
  // site would take it for a customer's, be refused, and drop it): whatever the address, Manchester's kiosk.
  const context = page.context();
  const desk = (await context.cookies()).filter((c) => c.name === 'sid' || c.name === 'foh_xsrf');
  await context.clearCookies({ name: /^(sid|foh_xsrf)$/ });
  await page.goto('/kiosk/');
  await expect(page).toHaveURL(/kiosk=true&centre=manchester-central/);
  await expect(page.getByRole('button', { name: 'Need help?' })).toBeVisible();
  await expectFitsAndAccessible(page, 'the kiosk home');
  await expectKioskControls(page);

  // An inner page: its bar's 'Back to Kiosk Home' and 'Need help?' are as big.
  await page.getByRole('link', { name: 'Book an activity' }).click();
  await expect(page.getByRole('link', { name: 'Back to Kiosk Home' })).toBeVisible();
  for (const control of [
    page.getByRole('link', { name: 'Back to Kiosk Home' }),
    page.getByRole('navigation', { name: 'Kiosk' }).getByRole('button', { name: 'Need help?' }),
  ]) {
    expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }

  // Back at the desk, the manager revokes it.
  await context.addCookies(desk);
  const revoked = await page.request.delete(`/api/foh/kiosks/${kioskId}`, { headers });
  expect(revoked.status(), await revoked.text()).toBe(200);
});

/** Every visible control of the page is reached by Tab, and each is at least 44 px tall. */
async function expectKioskControls(page: Page): Promise<void> {
  const controls = page.locator('main a[href], main button, header a[href], header button');
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  const reached = new Set<string>();
  await page.locator('body').focus();
  for (let i = 0; i < count + 6; i += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? `${el.tagName}:${el.textContent?.trim()}` : '';
    });
    reached.add(name);
  }
  for (let i = 0; i < count; i += 1) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    const label = await control.evaluate((el) => `${el.tagName}:${el.textContent?.trim()}`);
    expect(reached, `${label} reached by Tab`).toContain(label);
    const box = await control.boundingBox();
    expect(box?.height ?? 0, `${label} is ${box?.height} px tall`).toBeGreaterThanOrEqual(44);
  }
}
