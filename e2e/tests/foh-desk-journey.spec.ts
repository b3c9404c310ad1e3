import type { Locator, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { demo, expect, expectAccessible, londonDate, priya, signInAs, test } from './fixtures';
import { type DemoStaff, totpNow } from './foh-desk-kit';

/**
 * Issue 18's desk journey as staff live it: Morgan Hale signs in with a password and an authenticator code,
 * finds Priya Shah, books Leeds Middleton's £13.45 Kettlebells (a weekend class of the seed, so £20 cash
 * gives £6.55 change), prints the receipt on an 80 mm roll, and Priya sees the booking and order herself.
 */
const morgan: DemoStaff = {
  username: 'S000002',
  name: 'Morgan Hale',
  totpSecret: 'DNH5DCZTF24WZA6YMGZTZZOJJKTJAOCT',
};
const leeds = 'Leeds Middleton Leisure Centre';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

/** The next Saturday or Sunday within six days: released (seven days ahead) whatever the hour. */
function nextWeekendDay(): string {
  return [1, 2, 3, 4, 5, 6]
    .map(londonDate)
    .find((d) => [0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))!;
}

/** Password, then the code; a code already spent in this 30-second step makes the next step's be typed. */
async function signInWithTotp(page: Page, who: DemoStaff, keyboard: boolean): Promise<void> {
  const type = async (label: string, text: string) => {
    const field = page.getByLabel(label);
    if (keyboard) {
      await expect(field).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(text);
    } else await field.fill(text);
  };
  await page.goto('/foh/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  if (keyboard) await tabTo(page, page.getByLabel('Email or staff ID'));
  await type('Email or staff ID', who.username);
  if (keyboard) await page.keyboard.press('Tab');
  await type('Password', demo.password);
  await press(page, page.getByRole('button', { name: 'Continue' }), keyboard);
  const code = page.getByLabel('6-digit code');
  await expect(code).toBeVisible();
  await expectAccessible(page);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = totpNow(who.totpSecret!);
    if (keyboard) await tabTo(page, code);
    await type('6-digit code', now.code);
    await press(page, page.getByRole('button', { name: 'Sign in' }), keyboard);
    const done = await page
      .waitForURL((url) => !url.pathname.startsWith('/foh/login'), { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (done) return;
    await page.waitForTimeout(now.msLeft + 500);
  }
  throw new Error(`${who.name} could not pass the second factor`);
}

/** Tab (forwards) until `target` has the focus, as someone at the keyboard would. */
async function tabTo(page: Page, target: Locator, presses = 80): Promise<void> {
  for (let i = 0; i < presses; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** A click, or Tab to it and Enter. */
async function press(page: Page, target: Locator, keyboard: boolean): Promise<void> {
  if (!keyboard) return target.click();
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

test('Morgan signs in with an authenticator code, sells Priya a £13.45 class for £20 cash with £6.55 change, prints the receipt on 80 mm, and Priya sees the booking and order', async ({
  page,
  browser,
}) => {
  await signInWithTotp(page, morgan, false);
  await expect(page.getByText(morgan.name).first()).toBeVisible();
  await expectAccessible(page);

  const venue = page.getByLabel('Desk venue');
  if ((await venue.locator('option:checked').textContent())?.trim() !== leeds) {
    await venue.selectOption({ label: leeds });
    await expect(page.getByText(`The desk is now at ${leeds}.`)).toBeVisible();
  }

  await page.getByLabel('Name, email, customer ID or postcode').fill('Priya Shah');
  await page
    .getByRole('list', { name: 'Customers matching “Priya Shah”' })
    .getByRole('link', { name: /Priya Shah/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Shah' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Sell' }).click();
  await expect(page).toHaveURL(/\/foh\/customers\/\d+\/sell$/);
  await page.getByRole('textbox', { name: 'Day' }).fill(nextWeekendDay());
  await page.getByRole('button', { name: 'Add Kettlebells 11:15 to the basket' }).click();
  await expect(page.getByText('Kettlebells is in the basket.')).toBeVisible();
  await expect(page.getByTestId('desk-total')).toHaveText('£13.45');
  await expectAccessible(page);

  await page.getByLabel(/Cash handed over/).fill('20.00');
  await expect(page.getByTestId('desk-balance')).toHaveText('£0.00');
  await expect(page.getByTestId('desk-change')).toHaveText('£6.55');
  // The demo's booking terms: the customer agrees at the desk before paying.
  await page.getByLabel(/The customer agrees to/).check();
  await page.getByRole('button', { name: 'Take payment' }).click();

  await expect(page).toHaveURL(/\/foh\/orders\/\d+\/receipt$/);
  await expect(page.getByText('Give £6.55 change')).toBeVisible();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Kettlebells');
  await expect(receipt).toContainText('Priya Shah');
  await expect(receipt).toContainText('£13.45');
  await expect(page.getByTestId('receipt-change')).toHaveText('£6.55');
  await expectAccessible(page);

  // Printed: the receipt alone, no wider than the 80 mm roll (96 px an inch: 80 mm is 302 px).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Front of house' })).toBeHidden();
  await expect(page.getByText('Give £6.55 change')).toBeHidden();
  await expect(receipt).toBeVisible();
  const box = await receipt.boundingBox();
  expect(box?.width).toBeGreaterThan(200);
  expect(box?.width).toBeLessThanOrEqual(303);
  await page.emulateMedia({ media: 'screen' });

  // Priya, signed in on her own browser, sees the class and the order.
  const customer = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const her = await customer.newPage();
  await signInAs(her, priya.email);
  await her.goto('/account/bookings/upcoming');
  await expect(her.getByRole('main').getByText('Kettlebells').first()).toBeVisible();
  await expectAccessible(her);
  await her.goto('/account/payments/order-history');
  await expect(
    her
      .getByRole('table', { name: 'Your orders' })
      .getByRole('row', { name: /Kettlebells/ })
      .first(),
  ).toContainText('£13.45');
  await expectAccessible(her);
  await customer.close();
});

test('the same desk sale, to another customer, by keyboard alone', async ({ browser }) => {
  // A browser of its own: signing in again by keyboard, from the sign-in page.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInWithTotp(page, morgan, true);

  const venue = page.getByLabel('Desk venue');
  await expect(venue).toBeVisible();
  if ((await venue.locator('option:checked').textContent())?.trim() !== leeds) {
    await tabTo(page, venue);
    // A closed native select takes a typed letter: 'L' chooses Leeds (the other venue is Manchester).
    await page.keyboard.press('L');
    await expect(venue.locator('option:checked')).toHaveText(leeds);
    await expect(page.getByText(`The desk is now at ${leeds}.`).first()).toBeVisible();
  }

  const search = page.getByLabel('Name, email, customer ID or postcode');
  await tabTo(page, search);
  // Another pay-as-you-go customer (Priya already has this class), found by customer ID.
  await page.keyboard.type('C100914');
  const results = page.getByRole('list', { name: 'Customers matching “C100914”' });
  await expect(results.getByRole('link')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('link', { name: /Demo Booker 14/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Booker' })).toBeVisible();

  await press(page, page.getByRole('link', { name: 'Sell' }), true);
  await expect(page).toHaveURL(/\/sell$/);
  // 'Next day' pressed until the weekend's day is shown (today is the day shown first).
  const day = page.getByRole('textbox', { name: 'Day' });
  const nextDay = page.getByRole('button', { name: 'Next day' });
  await tabTo(page, nextDay);
  for (let i = 0; i < 7; i += 1) {
    const shown = await day.inputValue();
    if (shown === nextWeekendDay()) break;
    await page.keyboard.press('Enter');
    await expect(day).not.toHaveValue(shown);
  }
  await expect(day).toHaveValue(nextWeekendDay());
  await press(page, page.getByRole('button', { name: 'Add Kettlebells 11:15 to the basket' }), true);
  await expect(page.getByTestId('desk-basket-line').filter({ hasText: 'Kettlebells' })).toBeVisible();
  await expect(page.getByTestId('desk-total')).toHaveText('£13.45');

  await tabTo(page, page.getByLabel(/Cash handed over/));
  await page.keyboard.type('20');
  await expect(page.getByTestId('desk-change')).toHaveText('£6.55');
  const terms = page.getByLabel(/The customer agrees to/);
  await expect(terms).toBeVisible();
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Take payment' }), true);
  await expect(page).toHaveURL(/\/foh\/orders\/\d+\/receipt$/);
  await expect(page.getByText('Give £6.55 change')).toBeVisible();
  await expect(page.getByTestId('receipt-change')).toHaveText('£6.55');
  await expectAccessible(page);
  await context.close();
});
