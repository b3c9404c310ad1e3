import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, withoutBootAnswers } from './fixtures';

// A failed start shows the full-page error of spec part 1 §2 with a way to reload, never nothing.
const errorHeading = (page: Page) =>
  page.getByRole('heading', { name: 'We may have dropped the ball on this one.' });
const loginForm = (page: Page) => page.getByLabel('Email address or customer ID');

/** Fails the first `times` requests matching `pattern` as a dropped connection would. */
async function failTimes(page: Page, pattern: RegExp, times: number): Promise<void> {
  let left = times;
  await page.route(pattern, (route) => {
    if (left <= 0) return route.continue();
    left -= 1;
    return route.abort('connectionreset');
  });
}

test.describe('a start that fails', () => {
  test.use({ expectedConsole: /Failed to load resource|ERR_CONNECTION_RESET|dynamically imported module/i });

  test("a first call that fails (the venue's theme) shows the error page, and Reload gets the page", async ({
    page,
  }) => {
    await withoutBootAnswers(page);
    await failTimes(page, /\/api\/frontend\/theme/, 1);
    await page.goto('/account/login');
    await expect(errorHeading(page)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(loginForm(page)).toBeVisible();
  });

  test('a page chunk dropped on the first load is fetched again by reloading the page once', async ({
    page,
  }) => {
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });
    await page.route(/\/assets\/login-page-[\w-]+\.js$/, (route) =>
      documentLoads <= 1 ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto('/account/login');
    await expect(loginForm(page)).toBeVisible();
    expect(documentLoads).toBe(2);
  });

  test('a page chunk that keeps failing shows the error page, and Reload works once it is back', async ({
    page,
  }) => {
    const chunk = /\/assets\/login-page-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort('connectionreset'));
    await page.goto('/account/login');
    await expect(errorHeading(page)).toBeVisible();
    await expectAccessible(page);
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(loginForm(page)).toBeVisible();
  });

  test('an app script that never loads leaves the error page with a Reload link, not a blank page', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await failTimes(page, /\/assets\/index-[\w-]+\.js$/, 1);
    await page.goto('/account/login');
    await expect(page.getByRole('status')).toHaveText('Loading');
    await expect(errorHeading(page)).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText(
        'The page failed to load correctly. Try refreshing the page or return to the home page.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Reload' }).click();
    await expect(loginForm(page)).toBeVisible();
  });
});
