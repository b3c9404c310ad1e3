import { expect, expectAccessible, signIn, test } from './fixtures';

test.describe('header and footer on a desktop', () => {
  test('a visitor sees the header links of the spec, no basket badge, and the footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Book an activity' })).toHaveAttribute(
      'href',
      '/redirect-to-selected-venue',
    );
    await expect(header.getByRole('link', { name: 'Buy a membership' })).toHaveAttribute('href', '/join/');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'My account' })).toHaveCount(0);
    const basket = header.getByRole('link', { name: /Shopping basket/ });
    await expect(basket).toBeVisible();
    await expect(basket).toHaveAccessibleName('Shopping basket');
    await expect(page.getByRole('contentinfo')).toContainText('Privacy notice');
    await expect(page).toHaveTitle(/^Everyday Leisure \| /);
    await expectAccessible(page);
  });

  test('a signed-in customer sees My account instead of Log in', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('Buy a membership goes to the selected venue’s joining page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /Leeds Middleton Leisure Centre/ }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Buy a membership' })).toHaveAttribute(
      'href',
      '/join/centre/leeds-middleton',
    );
  });

  test('embedded mode hides the header and footer', async ({ page }) => {
    await page.goto('/?embedded=true');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('the side drawer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('holds the links, a login prompt and Create an account, and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Book an activity' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Buy a membership' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Shopping basket' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/account/register',
    );
    await expect(drawer.getByRole('link', { name: 'My account' })).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    // Focus goes back to the button that opened the drawer, not to the top of the page.
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('offers My account and Log out to a signed-in customer, and Log out signs out', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'My account' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Log in' })).toBeVisible();
    const user = await page.request.get('/api/auth/user');
    expect(user.status()).toBe(401);
  });
});
