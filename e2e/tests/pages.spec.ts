import { expect, expectAccessible, maintenanceURL, test } from './fixtures';

test('an unknown address shows the not-found page with a breadcrumb and Go home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "Whoops! Looks like you've gone offside." })).toBeVisible();
  await expect(
    page.getByText("The page you're looking for doesn't exist. Return home to keep the ball rolling."),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown address inside my account shows the not-found page too', async ({ page }) => {
  await page.goto('/account/login');
  await page.goto('/join/no-such-step/here');
  await expect(
    page.getByText("The page you're looking for doesn't exist. Return home to keep the ball rolling."),
  ).toBeVisible();
});

test.describe('planned maintenance', () => {
  test.use({ expectedConsole: /status of 503/ });

  test('shows the maintenance page', async ({ page }) => {
    await page.goto(`${maintenanceURL}/`);
    await expect(page.getByRole('heading', { name: 'Service disruption' })).toBeVisible();
    await expect(page.getByText('Unable to access the site due to planned maintenance.')).toBeVisible();
    await expectAccessible(page);
  });
});

test('robots.txt is a robots file, not the app: pages open to search engines, the API not', async ({
  request,
}) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/plain');
  const text = await res.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /api/');
  expect(text).not.toContain('Disallow: /account');
  expect(text).not.toContain('<div id="root">');
});
