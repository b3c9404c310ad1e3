import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');
const cardOf = (page: Page, name: string | RegExp) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 2, name }) });
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`the venue chooser at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows every venue as a card with its picture and address, Newcastle without its select link', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a venue' })).toBeVisible();
      const leeds = cardOf(page, 'Leeds Middleton Leisure Centre');
      await expect(leeds.getByRole('link', { name: 'Leeds Middleton Leisure Centre' })).toBeVisible();
      await expect(leeds).toContainText('Middleton Grove, Leeds, LS11 5DJ');

      const picture = leeds.locator('picture');
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
        'srcset',
        /320w, .* 640w, .* 1024w/,
      );
      await expect(picture.locator('source[type="image/webp"]')).toHaveCount(1);
      const img = picture.locator('img');
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('width', '1024');
      await expect(img).toHaveAttribute('height', '683');
      // The picture's space is kept whether or not it has loaded: a fixed column in a phone's rows, 3:2 on a card.
      const box = (await picture.boundingBox())!;
      if (viewport.width < 640) expect(box.width).toBe(120);
      else expect(Math.abs(box.width / box.height - 1.5)).toBeLessThan(0.05);

      // Newcastle's selection button is hidden (spec part 1 §6): the venue is shown, not chosen here.
      const newcastle = cardOf(page, 'Newcastle Quayside Gym');
      await expect(newcastle).toBeVisible();
      await expect(newcastle.getByRole('link')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Newcastle/ })).toHaveCount(0);

      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page);
    });

    test('choosing a venue goes straight to its timetable and marks it selected', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Edinburgh Southside Pool' }).click();
      await expect(page).toHaveURL(/\/location\/edinburgh-southside/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Edinburgh Southside Pool timetable' }),
      ).toBeVisible();
      await page.goto('/');
      await expect(cardOf(page, 'Edinburgh Southside Pool')).toContainText('Selected');
      await expectAccessible(page);
    });
  });
}

test.describe('at 360 px, the narrowest phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the chooser and the kiosk home never scroll sideways', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 51.5416, longitude: -0.0042 });
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search by name or town' }).fill('Leisure Centre');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(cards(page).first()).toContainText(/\d+\.\d miles/);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.goto('/kiosk/?kiosk=true&centre=newcastle-quayside');
    await expect(page.getByRole('main').getByText('Newcastle Quayside Gym')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});

test('the search box finds venues by name or by town', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search by name or town' });
  await expect(cards(page)).not.toHaveCount(0);

  await search.fill('aquatics');
  await expect(cards(page)).toHaveCount(1);
  await expect(cardOf(page, 'London Stratford Aquatics')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('1 venue found');

  await search.fill('  newcastle UPON tyne ');
  await expect(cards(page)).toHaveCount(1);
  await expect(cardOf(page, 'Newcastle Quayside Gym')).toBeVisible();

  await search.fill('Swansea');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('No venues match “Swansea”.')).toBeVisible();
  await expectAccessible(page);

  await search.fill('');
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThanOrEqual(10);
});

test.describe('near me', () => {
  test('puts the nearest venue first with its distance in miles', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    // Manchester Piccadilly station.
    await context.setGeolocation({ latitude: 53.4774, longitude: -2.2309 });
    await page.goto('/');
    const nearMe = page.getByRole('button', { name: 'Near me' });
    await expect(nearMe).toHaveAttribute('aria-pressed', 'false');
    await nearMe.click();
    await expect(nearMe).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toContainText('Manchester Central Pool & Gym');
    await expect(cards(page).first()).toContainText('0.7 miles');
    await expect(cardOf(page, 'Leeds Middleton Leisure Centre')).toContainText(/\d+\.\d miles/);
    await expectAccessible(page);

    // Search keeps the nearest-first order.
    await page.getByRole('searchbox', { name: 'Search by name or town' }).fill('leisure centre');
    await expect(cards(page).first()).toContainText('Leeds Middleton Leisure Centre');

    await nearMe.click();
    await expect(nearMe).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(/miles/)).toHaveCount(0);
  });

  test('a refused position leaves the list as it was, without an error', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/');
    const first = await cards(page).first().textContent();
    const nearMe = page.getByRole('button', { name: 'Near me' });
    await nearMe.click();
    await expect(nearMe).toHaveAttribute('aria-pressed', 'false');
    await expect(nearMe).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(cards(page).first()).toHaveText(first!);
    await expect(page.getByText(/miles/)).toHaveCount(0);
  });
});

test('a venue picture is served as AVIF or WebP, cacheable for good', async ({ page }) => {
  await page.goto('/');
  const img = cardOf(page, 'Leeds Middleton Leisure Centre').locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  expect(src).toMatch(/\/api\/images\/[a-f0-9]{32}\/\d+\.avif$/);
  const res = await page.request.get(src);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/avif');
  expect(res.headers()['cache-control']).toContain('immutable');
});
