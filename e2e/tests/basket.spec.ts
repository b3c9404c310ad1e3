import type { Page } from '@playwright/test';
import { demo, emptyBasket, expect, expectAccessible, londonDate, priya, signInAs, test } from './fixtures';

// Sessions of their own (three days ahead, or ones the paying tests leave alone), as all tests of a run
// share one database.
const later = londonDate(3);
const tomorrow = londonDate(1);
const timetable = (category: string, date: string) =>
  `/location/manchester-central/${category}/${date}/by-time`;

/** `audit`: axe checks a page the first time the file shows it; later visits of the same page skip it. */
async function openTimetable(page: Page, category: string, date: string, audit = false): Promise<void> {
  await page.goto(timetable(category, date));
  await expect(page.getByRole('heading', { name: /^Manchester Central.* timetable$/ })).toBeVisible();
  await expect(page.getByTestId('timetable-session').first()).toBeVisible();
  if (audit) await expectAccessible(page);
}

const basketLines = (page: Page) =>
  page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem');
const line = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem', { name });

test('the basket: add two sessions, remove one, clear it, and the empty basket', async ({ page }) => {
  await signInAs(page, demo.email);
  await emptyBasket(page);
  await openTimetable(page, 'classes', later, true);
  await page.getByRole('button', { name: 'Book Pilates at 10:30' }).click();
  await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText(/^1\b/);
  await page.getByRole('button', { name: 'Book HIIT Blast at 18:00' }).click();
  await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText(/^2\b/);

  await page.getByRole('banner').getByRole('link', { name: 'Shopping basket' }).click();
  await expect(line(page, 'Pilates')).toBeVisible();
  await expect(line(page, 'HIIT Blast')).toBeVisible();
  await expectAccessible(page);

  await line(page, 'Pilates')
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(page.getByText('Successfully removed item from the basket.')).toBeVisible();
  await expect(line(page, 'Pilates')).toHaveCount(0);
  await expect(basketLines(page)).toHaveCount(1);
  await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText(/^1\b/);

  await page.getByRole('button', { name: 'Clear basket' }).click();
  await expect(page.getByText('Successfully cleared order.')).toBeVisible();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Book an activity' })).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveCount(0);
  await expectAccessible(page);
});

test('a visitor’s basket: an anonymous booking, checkout asks them to sign in, and the line is merged once', async ({
  page,
}) => {
  await signInAs(page, priya.email);
  await emptyBasket(page);
  await page.context().clearCookies();

  await openTimetable(page, 'swimming', tomorrow, true);
  await page.getByRole('button', { name: 'Book Lane Swimming at 12:00' }).click();
  await expect(page.getByText('Successfully added item to the basket.')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Shopping basket' }).click();
  await expect(line(page, 'Lane Swimming')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByText('Please sign in to check out.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expectAccessible(page);
  await login.getByLabel('Email address or customer ID').fill(priya.email);
  await login.getByLabel('Password', { exact: true }).fill(priya.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();

  await page.getByRole('link', { name: 'Back to basket' }).click();
  await expect(line(page, 'Lane Swimming')).toBeVisible();
  await expect(basketLines(page)).toHaveCount(1);
  await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText(/^1\b/);
  await emptyBasket(page);
});

test('a visitor booking a class that needs an account is asked to log in first', async ({ page }) => {
  await openTimetable(page, 'classes', later);
  await page.getByRole('button', { name: 'Book Yoga Flow at 09:00' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveCount(0);
});

test('a full session says Full and cannot be booked', async ({ page }) => {
  // Pilates at 13:00 is full on odd days from today in the demo timetable.
  await openTimetable(page, 'classes', tomorrow);
  const pilates = page
    .getByTestId('timetable-session')
    .filter({ hasText: '13:00' })
    .filter({ hasText: 'Pilates' });
  await expect(pilates).toContainText('Full');
  await expect(page.getByRole('button', { name: 'Book Pilates at 13:00' })).toHaveCount(0);
});
