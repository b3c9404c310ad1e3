import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const centres = (page: Page) => page.getByRole('main').getByRole('listitem');
const search = async (page: Page, words: string) => {
  await page.getByRole('searchbox', { name: 'Find a centre by name, town or postcode' }).fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
};

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`choosing a centre to join at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('lists every centre, finds one by its name, and goes to its joining page', async ({ page }) => {
      await page.goto('/join/');
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a centre' })).toBeVisible();
      await expect(centres(page)).toHaveCount(10);
      await expectAccessible(page);

      await search(page, 'middleton');
      await expect(centres(page)).toHaveCount(1);
      await expect(page.getByRole('status')).toHaveText('1 centre found');
      await page.getByRole('link', { name: 'Leeds Middleton Leisure Centre' }).click();
      await expect(page).toHaveURL(/\/join\/centre\/leeds-middleton$/);
      await expect(page.getByRole('region', { name: '2. Membership' })).toBeVisible();
      // The operator's analytics hear of each step once, in order (spec part 2 §4 Analytics steps).
      const events = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
      expect(events).toEqual([
        { event: 'memberships_progress', stepNumber: 1, stepName: 'select centre' },
        { event: 'memberships_progress', stepNumber: 2, stepName: 'select membership' },
      ]);
    });

    test('looks a town up when no centre is named after it, and searches around it within the radius', async ({
      page,
    }) => {
      await page.goto('/join/');
      await search(page, 'Salford');
      await expect(
        page.getByRole('heading', { level: 2, name: 'Centres within 5 miles of Salford' }),
      ).toBeVisible();
      await expect(centres(page)).toHaveCount(1);
      await expect(centres(page).first()).toContainText('Manchester Central Pool & Gym');
      await expect(centres(page).first()).toContainText(/\d+\.\d miles/);

      // Narrower than the way to Manchester Central: nothing is that close.
      await page.getByRole('slider', { name: 'Search radius: 5 miles' }).fill('1');
      await expect(page.getByText('No centres found')).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(centres(page)).toHaveCount(10);
    });

    test('says so when the words name no centre and no place', async ({ page }) => {
      await page.goto('/join/');
      await search(page, 'Atlantis');
      await expect(page.getByRole('alert')).toHaveText('Cannot find location, please try again.');
    });
  });
}

test.describe('using my location', () => {
  test.use({ geolocation: { latitude: 53.8008, longitude: -1.5491 }, permissions: ['geolocation'] });

  test('lists the centres around me, nearest first', async ({ page }) => {
    await page.goto('/join/');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Centres within 5 miles of you' }),
    ).toBeVisible();
    await expect(centres(page)).toHaveCount(1);
    await expect(centres(page).first()).toContainText('Leeds Middleton Leisure Centre');
  });
});

test.describe('with location refused', () => {
  test.use({ permissions: [] });

  test('asks the visitor to allow location access', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/join/');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to use your location, please allow location access and try again',
    );
  });
});
