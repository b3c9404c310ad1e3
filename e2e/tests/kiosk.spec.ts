import type { Page } from '@playwright/test';
import { emptyBasket, expect, expectAccessible, londonDate, priya, signIn, signInAs, test } from './fixtures';

const kioskHome = '/kiosk/?kiosk=true&centre=manchester-central';

// Signed out at 90 s, the page's own calls are answered 401 until it has gone home.
test.use({ expectedConsole: /401 \(Unauthorized\)/ });

test('the kiosk home offers large entries and carries the kiosk flag and centre on every link', async ({
  page,
}) => {
  await page.goto(kioskHome);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const book = page.getByRole('link', { name: 'Book an activity' });
  await expect(book).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy a membership' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  await expectAccessible(page);
  await book.click();
  await expect(page).toHaveURL(/kiosk=true/);
  await expect(page).toHaveURL(/centre=manchester-central/);
  await expect(page.getByRole('link', { name: 'Back to Kiosk Home' })).toBeVisible();
});

/**
 * The browser's clock is paused once the page is up, so the idle time is exactly what the test runs: the
 * real seconds a slow machine spends between steps no longer add to it (the earlier flake).
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test('after 60 s idle a warning counts down from the logout; staying restarts; at 90 s they are signed out, sent home, and Back does not return', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  await page.goto('/account/?kiosk=true&centre=manchester-central');
  await expect(page.getByText('Welcome Alex')).toBeVisible();
  await pauseClock(page);
  const warning = page.getByRole('alertdialog');

  // 1 s idle from the pause, then 58: no warning yet; at 61 s it is up, 29 s before the logout.
  await page.clock.runFor('00:58');
  await expect(warning).toHaveCount(0);
  await page.clock.runFor('00:02');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Are you still there?');
  // 29 s, or 30 when the last activity fell on the pause's own second (the countdown's one-second step).
  await expect(warning).toContainText(/signed out in (29|30) seconds/);
  await page.clock.runFor('00:05');
  // The countdown ticks each second on the same timer (within its one-second step).
  await expect(warning).toContainText(/signed out in 2[45] seconds/);
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toHaveCount(0);

  // Staying restarted the clock: nothing happens at what would have been 90 s.
  await page.clock.runFor('00:40');
  await expect(page.getByText('Welcome Alex')).toBeVisible();
  await expect(warning).toHaveCount(0);

  await page.clock.runFor('00:21');
  await expect(warning).toBeVisible();
  await page.clock.runFor('00:30');
  await expect(page).toHaveURL(/\/kiosk\/\?kiosk=true&centre=manchester-central$/);
  await expect.poll(async () => (await page.request.get('/api/auth/user')).status()).toBe(401);

  // Back does not bring the signed-in page back (the page may reload itself on the way).
  await page.goBack().catch(() => undefined);
  await expect(page.getByText('Welcome Alex')).toHaveCount(0);
});

const kioskQuery = 'kiosk=true&centre=manchester-central';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`the kiosk at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("'Book an activity' goes to the kiosk centre's timetable, whatever venue was chosen before", async ({
      page,
    }) => {
      // An earlier visitor on this device chose another venue.
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('selectedVenue', 'edinburgh-southside'));
      await page.goto(kioskHome);
      // The kiosk says where it stands, so 'Book an activity' leads where the customer expects.
      await expect(page.getByRole('main').getByText('Manchester Central Pool & Gym')).toBeVisible();
      await expect(page.getByRole('main').locator('picture img')).toHaveAttribute('loading', 'eager');
      // The kiosk home starts a new visit: the centre's theme, not the earlier visitor's venue's.
      await expect
        .poll(() =>
          page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary-500')),
        )
        .toBe('#00796b');
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Book an activity' }).click();
      await expect(page).toHaveURL(/\/location\/manchester-central(\/|\?)/);
      await expect(page).toHaveURL(/kiosk=true/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Manchester Central Pool & Gym timetable' }),
      ).toBeVisible();
      await expectAccessible(page);
    });

    test('after adding to the basket, the basket is one press away', async ({ page }) => {
      await signInAs(page, priya.email);
      await emptyBasket(page);
      const day = londonDate(viewport.width < 600 ? 6 : 5);
      await page.goto(`/location/manchester-central/classes/${day}/by-time?${kioskQuery}`);
      const bar = page.getByRole('navigation', { name: 'Kiosk' });
      const basket = bar.getByRole('link', { name: /^Shopping basket/ });
      await expect(basket).toBeVisible();
      await expect(basket).not.toContainText(/\d/);

      await page
        .getByRole('button', { name: /^Book .* at \d\d:\d\d$/ })
        .first()
        .click();
      await expect(basket).toContainText('1');
      await expect(basket).toHaveAccessibleName(/Shopping basket\s*1 item in your basket/);
      await expectAccessible(page);

      await basket.click();
      await expect(page).toHaveURL(/\/basket\?kiosk=true&centre=manchester-central/);
      await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem'),
      ).toHaveCount(1);
      // On the basket itself the entry would lead nowhere; the way home stays.
      await expect(bar.getByRole('link', { name: /^Shopping basket/ })).toHaveCount(0);
      await expect(bar.getByRole('link', { name: 'Back to Kiosk Home' })).toBeVisible();

      // From the kiosk home too, once something is in the basket.
      await bar.getByRole('link', { name: 'Back to Kiosk Home' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Kiosk' }).getByRole('link', { name: /^Shopping basket/ }),
      ).toBeVisible();
      await expectAccessible(page);
      await emptyBasket(page);
    });
  });
}
