import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { demo, expect, expectAccessible, londonDate, priya, signInAs, test } from './fixtures';
import { deskAtManchester, emptyDeskBasket, saveDeskState } from './foh-desk-kit';

// Sky's desk session, signed in once for the file: each sign-in spends a 30-second step's code.
const deskState = new URL('../../.tmp/foh-desk-state.json', import.meta.url).pathname;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async ({ browser }) => {
  // Another file may have spent this 30-second step's code: the sign-in then waits for the next one.
  test.setTimeout(90_000);
  await saveDeskState(browser, deskState);
});
test.use({ storageState: deskState });

async function findCustomer(page: Page, search: string, name: string) {
  await page.goto('/foh/');
  await deskAtManchester(page);
  await page.getByLabel('Name, email, customer ID or postcode').fill(search);
  await page
    .getByRole('list', { name: `Customers matching “${search}”` })
    .getByRole('link', { name })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: name.split(' ').slice(0, 2).join(' ') }),
  ).toBeVisible();
}

async function openSell(page: Page, day: string) {
  await page.getByRole('link', { name: 'Sell' }).click();
  await expect(page).toHaveURL(/\/foh\/customers\/\d+\/sell$/);
  await emptyDeskBasket(page);
  await page.getByLabel('Day', { exact: true }).fill(day);
}

async function addSession(page: Page, name: string, time: string) {
  await page.getByRole('button', { name: `Add ${name} ${time} to the basket` }).click();
  await expect(page.getByText(`${name} is in the basket.`)).toBeVisible();
  await expect(page.getByTestId('desk-basket-line').filter({ hasText: name })).toBeVisible();
}

async function agreeToTerms(page: Page) {
  const terms = page.getByLabel(/The customer agrees to/);
  if ((await terms.count()) > 0) await terms.check();
}

test('staff find a customer, book a class for them, take £20 cash with the change shown, and print the receipt', async ({
  page,
  browser,
}) => {
  await findCustomer(page, 'Priya', 'Priya Shah');
  await expectAccessible(page);
  await openSell(page, londonDate(5));
  await addSession(page, 'Spin', '19:00');
  await expect(page.getByTestId('desk-total')).toHaveText('£9.00');
  await expectAccessible(page);

  await page.getByLabel(/Cash handed over/).fill('20');
  await expect(page.getByTestId('desk-balance')).toHaveText('£0.00');
  await expect(page.getByTestId('desk-change')).toHaveText('£11.00');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Take payment' }).click();

  await expect(page).toHaveURL(/\/foh\/orders\/\d+\/receipt$/);
  const orderId = page.url().match(/orders\/(\d+)\//)?.[1];
  await expect(page.getByText('Give £11.00 change')).toBeVisible();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Spin');
  await expect(receipt).toContainText('Priya Shah');
  await expect(page.getByTestId('receipt-change')).toHaveText('£11.00');
  await expectAccessible(page);

  // Printed: only the receipt, on an 80 mm roll.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Front of house' })).toBeHidden();
  await expect(receipt).toBeVisible();
  expect(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('style')).some((s) => s.textContent?.includes('size: 80mm auto')),
    ),
  ).toBe(true);
  await page.emulateMedia({ media: 'screen' });

  const pdf = await page.request.get(`/api/foh/orders/${orderId}/receipt.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expect(page.getByRole('link', { name: 'Receipt as PDF' })).toHaveAttribute(
    'href',
    `/api/foh/orders/${orderId}/receipt.pdf`,
  );

  // Priya sees the booking and the order in her own account.
  const customer = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const her = await customer.newPage();
  await signInAs(her, priya.email);
  await her.goto('/account/bookings/upcoming');
  await expect(her.getByRole('main').getByText('Spin').first()).toBeVisible();
  await her.goto('/account/payments/order-history');
  await expect(
    her.getByRole('table', { name: 'Your orders' }).getByRole('row', { name: /Spin/ }).first(),
  ).toContainText('£9.00');
  await customer.close();
});

test('a sale split between a voucher and the customer’s credit', async ({ page }) => {
  await findCustomer(page, 'C100001', 'Alex Morgan');
  await openSell(page, londonDate(4));
  await addSession(page, 'Spin', '19:00');
  const total = (await page.getByTestId('desk-total').textContent()) ?? '';
  const pence = Math.round(Number(total.replace('£', '')) * 100);
  expect(pence).toBeGreaterThan(100);

  await page.getByLabel(/Credit to use/).fill('1.00');
  await page.getByLabel(/Voucher amount/).fill(((pence - 100) / 100).toFixed(2));
  await page.getByRole('button', { name: 'Take payment' }).click();
  // A voucher needs its code.
  await expect(page.getByLabel('Voucher code')).toBeFocused();
  await expect(page.getByText('Enter its number or code')).toBeVisible();
  await page.getByLabel('Voucher code').fill('GIFT-E2E-1');
  await expect(page.getByTestId('desk-balance')).toHaveText('£0.00');
  await expect(page.getByTestId('desk-change')).toHaveText('£0.00');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Take payment' }).click();

  await expect(page).toHaveURL(/\/foh\/orders\/\d+\/receipt$/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Voucher GIFT-E2E-1');
  await expect(receipt).toContainText('Credit');
  await expectAccessible(page);
});

test('a whole sale by keyboard alone', async ({ page }) => {
  await page.goto('/foh/');
  await deskAtManchester(page);
  const search = page.getByLabel('Name, email, customer ID or postcode');
  await search.focus();
  await page.keyboard.type('C100907');
  const results = page.getByRole('list', { name: 'Customers matching “C100907”' });
  await expect(results.getByRole('link')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/foh\/customers\/\d+$/);

  await expect(page.getByRole('link', { name: 'Sell' })).toBeVisible();
  await page.getByRole('link', { name: 'Sell' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sell$/);
  const day = page.getByLabel('Day', { exact: true });
  await day.focus();
  await day.fill(londonDate(5));
  const add = page.getByRole('button', { name: 'Add HIIT Blast 18:00 to the basket' });
  // Tab through the timetable to the session's button, as a keyboard would.
  for (let i = 0; i < 60 && !(await add.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('desk-basket-line').filter({ hasText: 'HIIT Blast' })).toBeVisible();

  const cash = page.getByLabel(/Cash handed over/);
  await cash.focus();
  await page.keyboard.type('10');
  await expect(page.getByTestId('desk-change')).toHaveText('£2.00');
  const terms = page.getByLabel(/The customer agrees to/);
  if ((await terms.count()) > 0) {
    await terms.focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Take payment' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/foh\/orders\/\d+\/receipt$/);
  await expect(page.getByText('Give £2.00 change')).toBeVisible();
});

test('a customer’s session is refused the desk’s customer search', async ({ browser }) => {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInAs(page, demo.email);
  const answer = await page.request.get('/api/foh/customers?q=Priya');
  expect(answer.status()).toBe(403);
  await context.close();
});
