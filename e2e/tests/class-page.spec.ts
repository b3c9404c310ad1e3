import type { Page } from '@playwright/test';
import { demo, emptyBasket, expect, expectAccessible, londonDate, signInAs, test } from './fixtures';

// Yoga Flow (demo seed): pay as you go £7.50, member price £5.00, free for members such as Alex.
async function openYogaFlow(page: Page, daysAhead: number): Promise<void> {
  await page.goto(`/location/manchester-central/classes/${londonDate(daysAhead)}/by-time`);
  await page.getByRole('link', { name: 'Yoga Flow' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga Flow' })).toBeVisible();
}

const basketCount = (page: Page) => page.getByRole('banner').getByTestId('basket-count');

test('the description is shown as text, not as HTML tags', async ({ page }) => {
  await openYogaFlow(page, 8);
  const description = page.getByText('A gentle, flowing class for every level. Bring a mat if you have one.');
  await expect(description).toBeVisible();
  expect(await description.evaluate((element) => element.tagName)).toBe('P');
  await expect(page.getByText('<p>')).toHaveCount(0);
  await expectAccessible(page);
});

test("the class's picture heads its page, as AVIF or WebP at a width for the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openYogaFlow(page, 3);
  const picture = page.locator('.session-picture img');
  await expect(picture).toBeVisible();
  // Decorative: the heading beside it names the class.
  await expect(picture).toHaveAttribute('alt', '');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const chosen = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  // A 390 px phone fetches a phone's width, not the 1024 px variant.
  expect(chosen).toMatch(/\/api\/images\/[a-f0-9]{32}\/(320|640)\.(avif|webp)$/);
  // The page's first screen still holds 'Book'.
  const book = page.getByRole('button', { name: 'Book' });
  await expect(book).toBeInViewport();
});

test('a visitor sees one price; signing in through the modal books the class on its own', async ({
  page,
}) => {
  await signInAs(page, demo.email);
  await emptyBasket(page);
  await page.context().clearCookies();

  await openYogaFlow(page, 4);
  await expect(page.getByTestId('session-price')).toHaveText('Pay as you go: £7.50');
  await expect(page.getByText('Other prices')).toHaveCount(0);
  await expect(page.getByText('Member price')).toHaveCount(0);

  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email address or customer ID').fill(demo.email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  // No second press of Book: the booking goes on, at the member's own price.
  await expect(page.getByText('Successfully added item to the basket.')).toBeVisible();
  await expect(basketCount(page)).toHaveText(/^1\b/);
  await expect(page.getByTestId('session-price')).toHaveText('Free for members: £0.00');
  await emptyBasket(page);
});

test('a member sees the price that applies first and alone, the member price behind Other prices', async ({
  page,
}) => {
  await signInAs(page, demo.email);
  await emptyBasket(page);
  // Six days ahead: released whatever the hour (day seven opens at 07:00).
  await openYogaFlow(page, 6);
  await expect(page.getByTestId('session-price')).toHaveText('Free for members: £0.00');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByText('Pay as you go')).toHaveCount(0);

  await page.getByText('Other prices').click();
  await expect(page.getByRole('radio', { name: 'Free for members: £0.00' })).toBeChecked();
  await expect(page.getByRole('radio')).toHaveCount(2);
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Member price: £5.00' }).check();
  await expect(page.getByTestId('session-price')).toHaveText('Member price: £5.00');

  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('Successfully added item to the basket.')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Shopping basket' }).click();
  const line = page
    .getByRole('list', { name: 'Items in your basket' })
    .getByRole('listitem', { name: 'Yoga Flow' });
  await expect(line).toContainText('£5.00');
  await emptyBasket(page);
});
