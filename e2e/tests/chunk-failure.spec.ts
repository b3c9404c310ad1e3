import { expect, expectAccessible, test } from './fixtures';

test.describe('a sub-site chunk that cannot be loaded', () => {
  test.use({ expectedConsole: /status of 404|dynamically imported module/i });

  test('reloads the page once, then shows the full-page error with a way to reload', async ({ page }) => {
    // As after a release: the page asks for a chunk of the old build, and the server has no such file.
    await page.route(/\/assets\/account-layout-[\w-]+\.js$/, (route) => route.fulfill({ status: 404 }));
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });

    await page.goto('/account/login');
    await expect(
      page.getByRole('heading', { name: 'We may have dropped the ball on this one.' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'The page failed to load correctly. Try refreshing the page or return to the home page.',
      ),
    ).toBeVisible();
    expect(documentLoads).toBe(2);
    await expectAccessible(page);

    await page.unroute(/\/assets\/account-layout-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByLabel('Email address or customer ID')).toBeVisible();
  });
});
