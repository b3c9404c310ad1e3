import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** The demo operator has the map on and no style of its own: the app's offline basemap draws it. */
const theMap = (page: Page) => page.locator('.venue-map');
const centres = (page: Page) => page.getByRole('main').getByRole('listitem');

/** The share of the map's pixels in the basemap's land colour and in its sea colour (basemap-style.ts). */
async function landAndSea(page: Page, map: Locator): Promise<{ land: number; sea: number }> {
  const png = (await map.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const near = (i: number, [r, g, b]: number[]) =>
      Math.abs(pixels[i]! - r!) + Math.abs(pixels[i + 1]! - g!) + Math.abs(pixels[i + 2]! - b!) < 12;
    let land = 0;
    let sea = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (near(i, [0xf6, 0xf4, 0xef])) land++;
      else if (near(i, [0xcf, 0xe2, 0xee])) sea++;
    }
    const all = pixels.length / 4;
    return { land: land / all, sea: sea / all };
  }, png);
}

/** Every centre the map marks, a pin each or counted in a cluster. */
async function markedCentres(map: Locator): Promise<number> {
  const pins = await map.locator('.venue-map__pin').count();
  const counts = await map.locator('.venue-map__cluster').allTextContents();
  return counts.reduce((sum, count) => sum + Number(count), pins);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`the centre map at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('draws the offline basemap, marks every centre beside the list, and passes axe', async ({
      page,
    }) => {
      const style = page.waitForResponse((r) => r.url().endsWith('/api/map/style.json'));
      const tile = page.waitForResponse((r) => r.url().includes('/api/map/tiles/') && r.status() === 200);
      await page.goto('/join/');
      expect((await style).status()).toBe(200);
      await tile;

      await expect(page.getByRole('region', { name: 'Map of centres' })).toBeVisible();
      await expect(centres(page)).toHaveCount(10);
      await expect.poll(() => markedCentres(theMap(page))).toBe(10);
      // Land drawn from the tiles over the sea of the style's background.
      await expect.poll(async () => (await landAndSea(page, theMap(page))).land).toBeGreaterThan(0.2);
      expect((await landAndSea(page, theMap(page))).sea).toBeGreaterThan(0.1);
      // A country, not a town: there is no area to search yet.
      await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}

test.describe('choosing on the map', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a pin shows its centre with the select link, which leads to its joining page', async ({ page }) => {
    await page.goto('/join/');
    const map = theMap(page);
    await map.getByRole('button', { name: 'Manchester Central Pool & Gym' }).click();
    const popup = map.locator('.maplibregl-popup');
    await expect(popup).toContainText('Manchester Central Pool & Gym');
    await expect(popup).toContainText('2 Booth Street East, Manchester, M13 9SS');
    await expectAccessible(page);
    await popup.getByRole('link', { name: 'Select centre' }).click();
    await expect(page).toHaveURL(/\/join\/centre\/manchester-central$/);
  });

  test('a centre that hides its selection button has no select link', async ({ page }) => {
    await page.goto('/join/');
    const map = theMap(page);
    await map.getByRole('button', { name: 'Newcastle Quayside Gym' }).click();
    const popup = map.locator('.maplibregl-popup');
    await expect(popup).toContainText('Newcastle Quayside Gym');
    await expect(popup.getByRole('link')).toHaveCount(0);
  });

  test('past zoom 8, Search this area lists the centres in view', async ({ page }) => {
    await page.goto('/join/');
    const map = theMap(page);
    const zoomIn = map.getByRole('button', { name: 'Zoom in' });
    const searchThisArea = page.getByRole('button', { name: 'Search this area' });
    // From 5.2 around the middle of England: Manchester and Leeds stay in view at 8.2, no other centre does.
    for (const _ of [6, 7, 8]) {
      await expect(searchThisArea).toHaveCount(0);
      await zoomIn.click();
      // Each click eases one level in over 300 ms from wherever the map is: a click in mid-flight would
      // land short of the next whole level (CI once stopped at 7.x this way).
      await page.waitForTimeout(500);
    }
    await expect(searchThisArea).toBeVisible();
    const venues = page.waitForResponse((r) => /\/api\/venues\?lat=.+&lng=.+&radius=\d+$/.test(r.url()));
    await searchThisArea.click();
    expect((await venues).status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText('2 centres found');
    await expect(centres(page)).toHaveCount(2);
    await expect(centres(page).nth(0)).toContainText('Manchester Central Pool & Gym');
    await expect(centres(page).nth(1)).toContainText('Leeds Middleton Leisure Centre');
    await expect.poll(() => markedCentres(map)).toBe(2);
    await expectAccessible(page);

    // Clearing the search brings every centre back and the map home.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(centres(page)).toHaveCount(10);
    await expect(searchThisArea).toHaveCount(0);
  });
});

test.describe('flying to my location', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    geolocation: { latitude: 53.8008, longitude: -1.5491 },
    permissions: ['geolocation'],
  });

  test('flies to the centres around me, close enough to search the area', async ({ page }) => {
    await page.goto('/join/');
    const map = theMap(page);
    // On a phone's country-wide map Manchester and Leeds are one cluster, Bristol and Cardiff another.
    await expect(map.getByRole('button', { name: '2 centres' })).toHaveCount(2);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(centres(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Leeds Middleton Leisure Centre' })).toBeInViewport();
  });
});

test.describe('in a browser without WebGL', () => {
  test('leaves the list on its own', async ({ page }) => {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        return /webgl/.test(kind) ? null : getContext.call(this, kind as '2d', ...(rest as []));
      } as typeof getContext;
    });
    await page.goto('/join/');
    await expect(centres(page)).toHaveCount(10);
    await expect(page.locator('.centre-step__map')).toHaveCount(0);
    await expectAccessible(page);
  });
});
