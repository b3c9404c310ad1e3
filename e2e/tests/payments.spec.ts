import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { bookWithCredit, cancelOrder } from './credit-booking';
import {
  agreeToTerms,
  demo,
  emptyBasket,
  expect,
  expectAccessible,
  londonDate,
  signIn,
  signInAs,
  test,
  withoutBootAnswers,
} from './fixtures';

/** Chris Evans is seeded with two unpaid fees (apps/api/src/seed/demo-dashboard.ts). */
const chris = 'chris.evans@example.com';
const main = (page: Page) => page.getByRole('main');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Payments sections' });
/** DD/MM/YYYY of a London day given as YYYY-MM-DD. */
const shown = (day: string) => day.split('-').reverse().join('/');

// Real card payments and several axe checks a test, on a machine that may be busy.
test.describe.configure({ timeout: 60_000 });

test.describe('Chris pays his fees, finds the order and manages the card he saved', () => {
  // One journey in order: the fees are paid with a card that is saved, the order that paid them is
  // filtered for, and the saved card is corrected and deleted.
  test.describe.configure({ mode: 'serial' });

  test('the banner, the fees ticked into the basket, paid by card, and the banner gone', async ({ page }) => {
    await signInAs(page, chris);
    await emptyBasket(page);
    await page.goto('/account/');
    const notices = page.getByRole('region', { name: 'Notices' });
    await notices.getByRole('link', { name: 'Go to Payments' }).click();

    await expect(page).toHaveURL(/\/account\/payments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(main(page).getByText('You have unpaid fees on your account')).toBeVisible();
    const spin = main(page).getByRole('checkbox', { name: /Did not attend Spin Express/ });
    const court = main(page).getByRole('checkbox', { name: /Late cancellation of Badminton court 2/ });
    await expect(spin).not.toBeChecked();
    const pay = main(page).getByRole('button', { name: 'Pay selected fees' });
    await expect(pay).toBeDisabled();
    await expect(tabs(page).getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    // One ticked and cleared again, then both: the basket follows each change.
    await spin.check();
    await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText(/^1\b/);
    await expect(pay).toBeEnabled();
    await spin.uncheck();
    await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveCount(0);
    await expect(pay).toBeDisabled();
    await main(page).getByRole('checkbox', { name: 'Select all' }).check();
    await expect(spin).toBeChecked();
    await expect(court).toBeChecked();
    await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText(/^2\b/);
    await expectAccessible(page);

    await pay.click();
    await expect(page).toHaveURL(/\/basket\/checkout$/);
    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Pay £17.50' }).click();
    const card = page.frameLocator('iframe[title="Card payment form"]');
    await card.getByLabel('Cardholder name').fill('Chris Evans');
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByLabel('Expiry (MM/YY)').fill('12/30');
    await card.getByLabel('Security code').fill('123');
    await card.getByLabel('Save card for future payments').check();
    await card.getByRole('button', { name: 'Pay £17.50' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({ timeout: 15_000 });

    await page.goto('/account/payments');
    await expect(main(page).getByText('You have no unpaid fees.')).toBeVisible();
    await expect(main(page).getByText('You have unpaid fees on your account')).toHaveCount(0);
    await page.goto('/account/');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByText('You have unpaid fees on your account')).toHaveCount(0);
  });

  test('the order that paid them is in the order history, and the filter takes both its edges', async ({
    page,
  }) => {
    const today = londonDate(0);
    await signInAs(page, chris);
    await page.goto('/account/payments');
    await tabs(page).getByRole('link', { name: 'Order history' }).click();
    await expect(page).toHaveURL(/\/account\/payments\/order-history$/);
    const table = main(page).getByRole('table', { name: 'Your orders' });
    const row = table.getByRole('row', { name: /Did not attend Spin Express/ });
    await expect(row).toContainText(shown(today));
    await expect(row).toContainText('£17.50');
    await expect(row).toContainText('Card');
    await expectAccessible(page);

    const filter = async (from: string, to: string) => {
      await main(page).getByRole('button', { name: 'Filter orders' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filter orders' });
      await dialog.getByLabel('From').fill(from);
      await dialog.getByLabel('To').fill(to);
      await dialog.getByRole('button', { name: 'Apply filter' }).click();
      await expect(dialog).toBeHidden();
    };

    // Both edges are the order's own day: it is in.
    await filter(today, today);
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
    await expect(row).toBeVisible();
    // Open at one end, the other end the day before or after: it is out.
    await filter(londonDate(1), '');
    await expect(main(page).getByRole('heading', { name: 'No orders match this filter.' })).toBeVisible();
    await filter('', londonDate(-1));
    await expect(main(page).getByRole('heading', { name: 'No orders match this filter.' })).toBeVisible();
    await filter('', today);
    await expect(row).toBeVisible();
    await main(page).getByRole('button', { name: 'Clear filter' }).click();
    await expect(page).toHaveURL(/\/account\/payments\/order-history$/);
    await expect(row).toBeVisible();

    await row.getByRole('link', { name: /^View order \d+$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Back to Order history' })).toBeVisible();
  });

  test('the saved card: an invalid postcode refused, a valid one saved, then the card deleted', async ({
    page,
  }) => {
    await signInAs(page, chris);
    await page.goto('/account/payments');
    const saved = main(page).getByRole('region', { name: 'Saved card' });
    await expect(saved.getByText(/ending in 4242$/)).toBeVisible();
    await saved.getByRole('link', { name: 'Manage Card' }).click();

    await expect(page).toHaveURL(/\/account\/payments\/manage-card$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage card' })).toBeVisible();
    await expect(main(page).getByLabel('Card number')).toHaveValue(/4242$/);
    await expect(main(page).getByLabel('Card number')).not.toBeEditable();
    await expect(main(page).getByLabel('Cardholder name')).toHaveValue('Chris Evans');
    const save = main(page).getByRole('button', { name: 'Save' });
    await main(page).getByLabel('First name').fill('Chris');
    await main(page).getByLabel('Last name').fill('Evans');
    await main(page).getByLabel('Address line 1').fill('1 Piccadilly');
    await main(page).getByLabel('Town/City').fill('Manchester');
    await main(page).getByLabel('Postcode').fill('NOT A POSTCODE');
    await main(page).getByLabel('Postcode').blur();
    await expect(main(page).getByText('Please enter a valid postcode')).toBeVisible();
    await expect(save).toBeDisabled();
    await expectAccessible(page);

    await main(page).getByLabel('Postcode').fill('M1 1AA');
    await expect(main(page).getByText('Please enter a valid postcode')).toHaveCount(0);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Your billing address has been saved.')).toBeVisible();
    await page.reload();
    await expect(main(page).getByLabel('Postcode')).toHaveValue('M1 1AA');

    await main(page).getByRole('button', { name: 'Delete card' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete saved card' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete card' }).click();
    await expect(main(page).getByText('Card deleted successfully')).toBeVisible();
    // Said once: the flag it came with leaves the address, so a reload does not say it again.
    await expect(page).toHaveURL(/\/account\/payments$/);
    await page.reload();
    await expect(saved.getByText('You have no saved card.')).toBeVisible();
    await expect(main(page).getByText('Card deleted successfully')).toHaveCount(0);
    await expect(saved.getByText('You have no saved card.')).toBeVisible();
  });
});

test("'View order' from Bookings: the order, its receipt, and the way back to Bookings", async ({ page }) => {
  await signIn(page);
  const { orderId } = await bookWithCredit(page, 'pilates', londonDate(5));
  try {
    await page.goto('/account/bookings/upcoming');
    await main(page).getByRole('link', { name: 'View order for Pilates' }).first().click();
    await expect(page).toHaveURL(/\/account\/payments\/order-history\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
    await expect(main(page).getByText('Paid by account credit')).toBeVisible();
    await expect(main(page).getByText('Total', { exact: true })).toBeVisible();
    // The breadcrumb's Payments is a page now.
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Payments' }),
    ).toHaveAttribute('href', '/account/payments');

    const downloading = page.waitForEvent('download');
    await main(page).getByRole('button', { name: 'Download receipt' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^receipt-.+\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    await main(page).getByRole('link', { name: 'Back to Bookings' }).click();
    await expect(page).toHaveURL(/\/account\/bookings\/upcoming$/);
  } finally {
    await cancelOrder(page, orderId);
  }
});

test('credit spent at a checkout and added back by a cancellation, and the Credit tab gone when credits are off', async ({
  page,
}) => {
  await signInAs(page, demo.email);
  // Paid with credit, then cancelled: the credit is spent, then added back.
  const { orderId } = await bookWithCredit(page, 'pilates', londonDate(6));
  await cancelOrder(page, orderId);
  await page.goto('/account/payments/credit');
  await expect(page).toHaveURL(/\/account\/payments\/credit\/added$/);
  const toggles = main(page).getByRole('navigation', { name: 'Credit lists' });
  await expect(toggles.getByRole('link', { name: 'Credit added' })).toHaveAttribute('aria-current', 'page');
  await expect(main(page).getByRole('term').filter({ hasText: 'Booking credit' })).toBeVisible();
  const added = main(page).getByRole('table', { name: 'Credit added to your account' });
  await expect(added.getByRole('row', { name: /Booking cancelled.*Pilates/ }).first()).toBeVisible();
  await expectAccessible(page);
  await toggles.getByRole('link', { name: 'Credit spent' }).click();
  await expect(page).toHaveURL(/\/account\/payments\/credit\/spent$/);
  await expect(toggles.getByRole('link', { name: 'Credit spent' })).toHaveAttribute('aria-current', 'page');
  const spent = main(page).getByRole('table', { name: 'Credit spent from your account' });
  await expect(spent.getByRole('row', { name: /Pilates/ }).first()).toBeVisible();
  await expectAccessible(page);

  // No seed or switch turns credits off for one test: the client config is answered so in this browser.
  await withoutBootAnswers(page);
  await page.route('**/api/client/config', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, credits_enabled: false } } });
  });
  await page.goto('/account/payments');
  await expect(tabs(page).getByRole('link', { name: 'Summary' })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'Credit' })).toHaveCount(0);
  await expect(main(page).getByRole('region', { name: 'Credit' })).toHaveCount(0);
  await page.goto('/account/payments/credit/added');
  await expect(page).toHaveURL(/\/account\/payments$/);
});

test('a card that has expired is not shown, only that it has expired', async ({ page }) => {
  // Dana's Mastercard expired last month (apps/api/src/seed).
  await signInAs(page, 'dana.white@example.com');
  await page.goto('/account/payments');
  const saved = main(page).getByRole('region', { name: 'Saved card' });
  await expect(saved.getByText('Your saved card has expired.')).toBeVisible();
  await expect(saved.getByText('You can save details of a new card next time you checkout')).toBeVisible();
  await expect(saved.getByRole('link', { name: 'Manage Card' })).toHaveCount(0);
  await expect(main(page).getByText('You have unpaid fees on your account')).toHaveCount(0);
  await expectAccessible(page);
  // At a phone's width too: the tabs scroll inside themselves, the order history is a list of cards.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectAccessible(page);
  await tabs(page).getByRole('link', { name: 'Order history' }).click();
  await expect(main(page).getByRole('button', { name: 'Filter orders' })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
