import { expect, expectAccessible, test } from './fixtures';

test('the footer’s terms and privacy links open the operator’s pages in the shell', async ({ page }) => {
  await page.goto('/location/manchester-central');
  const footer = page.getByRole('contentinfo');

  await footer.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { name: 'Terms and conditions', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cancellations and refunds', level: 2 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveTitle(/Terms and conditions/);
  await expectAccessible(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rights', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacy@everyday-leisure.example' })).toBeVisible();
  await expectAccessible(page);
});

test('the operator pages fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we keep', level: 2 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
