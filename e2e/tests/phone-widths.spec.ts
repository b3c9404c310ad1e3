import type { Page } from '@playwright/test';
import { bookWithCredit, cancelOrder, csrfHeaders } from './credit-booking';
import { expectFitsWidth } from './fits-width';
import { emptyBasket, expect, londonDate, signIn, test } from './fixtures';

// Every route at the narrowest phone we lay out for (issue 12): nothing may scroll sideways.
const width = 360;
test.use({ viewport: { width, height: 800 } });

/**
 * Waits for the page to settle (lazy chunk, its calls: no spinner or skeleton left), then measures the
 * document's width; a failure names the elements that stick out, so the report says where to look.
 */
async function expectFits(page: Page, path: string): Promise<void> {
  if (path) await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.spinner, .skeleton')).toHaveCount(0, { timeout: 10_000 });
  await expectFitsWidth(page, width, path || page.url());
}

const day = londonDate(1);
const timetable = (category: string) => `/location/manchester-central/${category}/${day}/by-time`;

test('the bookings site, content pages and not-found pages fit a 360 px phone', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of [
    '/',
    '/location/manchester-central',
    '/redirect-to-selected-venue',
    timetable('classes'),
    timetable('swimming'),
    timetable('gym'),
    timetable('courts'),
    timetable('courses'),
    '/basket',
    '/terms',
    '/privacy',
    '/no/such/page',
  ]) {
    await expectFits(page, path);
  }

  // A class's page and a court time's page, reached as a customer reaches them.
  await page.goto(timetable('classes'));
  await page.getByTestId('timetable-session').first().getByRole('heading').getByRole('link').click();
  await expectFits(page, '');
  await page.goto(timetable('courts'));
  await page
    .getByRole('link', { name: /^Book Badminton Court at / })
    .first()
    .click();
  await expectFits(page, '');
  // The demo's course to book starts five days after the seeding day.
  await page.goto(`/location/manchester-central/courses/${londonDate(5)}/by-time`);
  await page
    .getByRole('link', { name: /^View course / })
    .first()
    .click();
  await expectFits(page, '');
});

test.describe('signed out', () => {
  // Made-up tokens and steps are refused by the API (403, 404), as they should be; the browser logs it.
  test.use({ expectedConsole: /status of 40[34]/ });

  test('join, kiosk and the signed-out account pages fit a 360 px phone', async ({ page }) => {
    for (const path of [
      '/join/',
      '/join/no-such-step',
      '/account/login',
      '/account/register',
      '/account/activate',
      '/account/activate/no-such-token',
      '/account/password-reset/no-such-token',
      '/account/no-such-page',
      '/kiosk/?kiosk=true&centre=manchester-central',
      '/kiosk/no-such-page',
    ]) {
      await expectFits(page, path);
    }
  });
});

test.describe('signed in', () => {
  // The made-up waiver is answered 404, as it should be; the browser logs it.
  test.use({ expectedConsole: /status of 404/ });

  test("the demo customer's account, basket, checkout and booking confirmation fit a 360 px phone", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    await emptyBasket(page);
    const { orderId } = await bookWithCredit(page, 'pilates', londonDate(6));
    try {
      for (const path of [
        '/account/',
        '/account/user-details',
        '/account/user-details/waivers',
        '/account/user-details/waivers/no-such-waiver',
        '/account/bookings/upcoming',
        '/account/bookings/historic',
        '/account/bookings/waitlist',
        '/account/bookings/someday',
        `/account/payments/order-history/${orderId}`,
        `/booking-confirmed/${orderId}`,
      ]) {
        await expectFits(page, path);
      }

      await page.goto('/account/bookings/upcoming');
      await page
        .getByRole('link', { name: /^View course / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/account\/bookings\/courses\/\d+$/);
      await expectFits(page, '');

      // A basket with something in it, and its checkout.
      const times = await (
        await page.request.get(
          `/api/activities/venue/manchester-central/activity/pilates/times?date=${londonDate(3)}`,
        )
      ).json();
      const open = times.data.find(
        (s: { action_to_show: { status: string } }) => s.action_to_show.status === 'BOOK',
      );
      const added = await page.request.post('/api/activities/cart/add', {
        headers: await csrfHeaders(page),
        data: { items: [{ id: open.id, type: 'purchasableOccurrence' }] },
      });
      expect(added.status()).toBe(200);
      await expectFits(page, '/basket');
      await expectFits(page, '/basket/checkout');
    } finally {
      await emptyBasket(page);
      await cancelOrder(page, orderId);
    }
  });
});
