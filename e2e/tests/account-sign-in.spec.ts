import { demo, expect, expectAccessible, test } from './fixtures';

test('a protected page sends a visitor to sign in and back again', async ({ page }) => {
  await page.goto('/account/');
  await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%2F/);
  await expectAccessible(page);
  await page.getByLabel('Email address or customer ID').fill(demo.reference);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByText('Welcome Alex')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
});

test.describe('a wrong password', () => {
  test.use({ expectedConsole: /status of 401/ });

  test('shows the server’s message in a toast', async ({ page }) => {
    await page.goto('/account/login');
    await page.getByLabel('Email address or customer ID').fill(demo.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login/);
  });
});
