import type { Locator, Page } from '@playwright/test';
import { csrfHeaders } from './credit-booking';
import { emptyBasket, expect, londonDate, signIn, test, visualURL } from './fixtures';

/**
 * Visual regression (issue 12): twenty key screens at a phone's and a laptop's width, in the operator's
 * default theme (Leeds) and in Manchester's, compared with the baselines in visual.spec.ts-snapshots/.
 * They run on a server of their own (the demo as seeded, whatever other tests did), and what changes by
 * itself from day to day (dates, times, the day's sessions) is masked, so a difference is a change of
 * layout, type or colour. After a deliberate change of look:
 * `npx playwright test -c e2e/playwright.config.ts visual --update-snapshots`, and review the images.
 */
const themes = [
  { name: 'default', venue: 'leeds-middleton' },
  { name: 'manchester', venue: 'manchester-central' },
] as const;
const widths = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

type Theme = (typeof themes)[number];
type Screen = {
  name: string;
  signedIn?: boolean;
  /** Opens the screen; returns what to mask. */
  open: (page: Page, theme: Theme) => Promise<Locator[] | undefined>;
};

/**
 * The first Thursday eight or more days ahead: the same day of the demo's weekly plan on every run, and one
 * whose sessions are all not yet released, whatever the time of day (the demo releases classes seven days
 * ahead at 07:00, courts at 22:00, lane swimming on a rolling 72 hours). Within the week, how many sessions
 * show a Book button moved with the hour the tests ran, and with it the masked cards' heights.
 */
const day = [8, 9, 10, 11, 12, 13, 14]
  .map(londonDate)
  .find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 4);
const timetable = (venue: string, category: string, date = day!) =>
  `/location/${venue}/${category}/${date}/by-time`;

const months = 'January|February|March|April|May|June|July|August|September|October|November|December';
/** A date ('27 November 2026', '25 Nov') or a clock time: what changes with the day the tests run. */
const dateOrTime = new RegExp(
  `\\b\\d{1,2} (${months}|${months.replace(/(\w{3})\w*/g, '$1')})\\b|\\b\\d{2}:\\d{2}\\b`,
);

/** Dates, times and the day's sessions anywhere on a page. */
const volatile = (page: Page): Locator[] => [
  page.locator('time'),
  page.getByText(dateOrTime),
  page.getByRole('navigation', { name: 'Choose a day' }),
  page.getByTestId('timetable-session'),
];

/** A Pilates place at Manchester in the basket (the basket's look follows the chosen venue's theme). */
async function withALine(page: Page): Promise<void> {
  await emptyBasket(page);
  const times = await (
    await page.request.get(
      `/api/activities/venue/manchester-central/activity/pilates/times?date=${londonDate(3)}`,
    )
  ).json();
  const open = times.data.find(
    (s: { action_to_show: { status: string } }) => s.action_to_show.status === 'BOOK',
  );
  expect(open, 'an open Pilates session').toBeTruthy();
  const added = await page.request.post('/api/activities/cart/add', {
    headers: await csrfHeaders(page),
    data: { items: [{ id: open.id, type: 'purchasableOccurrence' }] },
  });
  expect(added.status()).toBe(200);
}

const go = async (page: Page, path: string) => {
  await page.goto(path);
  return volatile(page);
};

const screens: Screen[] = [
  { name: 'venues', open: (page) => go(page, '/') },
  { name: 'timetable-classes', open: (page, theme) => go(page, timetable(theme.venue, 'classes')) },
  { name: 'timetable-courts', open: (page, theme) => go(page, timetable(theme.venue, 'courts')) },
  { name: 'timetable-swimming', open: (page, theme) => go(page, timetable(theme.venue, 'swimming')) },
  {
    name: 'class',
    open: async (page, theme) => {
      // Yoga Flow runs every day at 09:00, so two days ahead it is always open to book.
      await page.goto(timetable(theme.venue, 'classes', londonDate(2)));
      await page.getByRole('link', { name: 'Yoga Flow' }).first().click();
      await expect(page).toHaveURL(/\/by-time\/class\/\d+$/);
      return [...volatile(page), page.getByRole('heading', { level: 1 }), page.locator('dd')];
    },
  },
  { name: 'login', open: (page) => go(page, '/account/login') },
  { name: 'register', open: (page) => go(page, '/account/register') },
  { name: 'activate', open: (page) => go(page, '/account/activate') },
  { name: 'terms', open: (page) => go(page, '/terms') },
  { name: 'privacy', open: (page) => go(page, '/privacy') },
  { name: 'not-found', open: (page) => go(page, '/no/such/page') },
  { name: 'kiosk', open: (page, theme) => go(page, `/kiosk/?kiosk=true&centre=${theme.venue}`) },
  { name: 'join', open: (page) => go(page, '/join/') },
  {
    name: 'dashboard',
    signedIn: true,
    open: async (page) => [...(await go(page, '/account/')), page.getByRole('main').getByRole('list')],
  },
  { name: 'my-details', signedIn: true, open: (page) => go(page, '/account/user-details') },
  { name: 'waivers', signedIn: true, open: (page) => go(page, '/account/user-details/waivers') },
  // No 'my-bookings': how many course sessions are still ahead changes with the weekday, and the list's height
  // moved what follows it; bookings-page tests and the journeys cover that screen.
  { name: 'waitlist', signedIn: true, open: (page) => go(page, '/account/bookings/waitlist') },
  {
    name: 'basket',
    signedIn: true,
    open: async (page) => {
      await withALine(page);
      return go(page, '/basket');
    },
  },
  {
    name: 'checkout',
    signedIn: true,
    open: async (page) => {
      await withALine(page);
      await page.goto('/basket/checkout');
      return [...volatile(page), page.locator('iframe')];
    },
  },
];

test.use({ baseURL: visualURL });

test.beforeAll(async ({ request }) => {
  // Its server starts beside the main one; when this file runs alone it may still be seeding.
  await expect
    .poll(
      () =>
        request.get(`${visualURL}/api/ready`).then(
          (r) => r.status(),
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

for (const theme of themes) {
  for (const size of widths) {
    test.describe(`${theme.name} theme at ${size.width} px`, () => {
      test.use({ viewport: size });
      for (const screen of screens) {
        test(`${screen.name} looks as it did`, async ({ page }) => {
          await page.addInitScript((venue) => localStorage.setItem('selectedVenue', venue), theme.venue);
          if (screen.signedIn) await signIn(page);
          const mask = (await screen.open(page, theme)) ?? [];
          await expect(page.locator('h1').first()).toBeVisible();
          await expect(page.locator('.spinner, .skeleton')).toHaveCount(0, { timeout: 10_000 });
          // The footer, pictures and fonts arrive after the page's own content.
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          await expect(page).toHaveScreenshot(`${screen.name}-${theme.name}-${size.width}.png`, {
            mask,
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.01,
          });
          if (screen.signedIn) await emptyBasket(page);
        });
      }
    });
  }
}
