import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const cssVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test('choosing a venue switches to its theme: colours, heading font and logo', async ({ page }) => {
  await page.goto('/');
  const logo = page.getByRole('banner').getByRole('img').first();
  await expect(logo).toHaveAttribute('src', '/media/logos/everyday-leisure.svg');
  const operatorPrimary = await cssVariable(page, '--primary-500');
  expect(operatorPrimary.toLowerCase()).toBe('#6b2fa0');

  await page.getByRole('link', { name: /Manchester Central Pool & Gym/ }).click();
  await expect(logo).toHaveAttribute('src', '/media/logos/manchester.svg');
  await expect.poll(() => cssVariable(page, '--primary-500')).toBe('#00796b');
  const headingFont = await page
    .getByRole('heading', { level: 1 })
    .evaluate((h) => getComputedStyle(h).fontFamily);
  expect(headingFont).toContain('Oswald');
  await expectAccessible(page);

  await page.goto('/');
  await page.getByRole('link', { name: /Edinburgh Southside Pool/ }).click();
  await expect(logo).toHaveAttribute('src', '/media/logos/edinburgh.svg');
  await expect.poll(() => cssVariable(page, '--primary-500')).toBe('#ff7043');
  await expectAccessible(page);
});

test('the chosen venue and its theme stay after a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Edinburgh Southside Pool/ }).click();
  await expect.poll(() => cssVariable(page, '--primary-500')).toBe('#ff7043');
  await page.reload();
  await expect.poll(() => cssVariable(page, '--primary-500')).toBe('#ff7043');
});

test("a venue's timetable makes it the selected venue: its theme shows and 'Book an activity' returns to it", async ({
  page,
}) => {
  await page.goto('/location/manchester-central');
  await expect(
    page.getByRole('heading', { level: 1, name: /Manchester Central Pool & Gym timetable/ }),
  ).toBeVisible();
  await expect.poll(() => cssVariable(page, '--primary-500')).toBe('#00796b');
  await expectAccessible(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Book an activity' }).click();
  await expect(page).toHaveURL(/\/location\/manchester-central\//);
});
