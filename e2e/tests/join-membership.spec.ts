import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`choosing a membership at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('lists what the centre sells by payment type and type, with prices, fees and details', async ({
      page,
    }) => {
      await page.goto('/join/centre/manchester-central');
      await expect(page.getByRole('heading', { level: 1, name: 'Buy a membership' })).toBeVisible();
      await expect(page.getByRole('region', { name: '1. Centre' })).toContainText(
        'Manchester Central Pool & Gym',
      );
      await expect(page.getByRole('link', { name: 'Change location' })).toHaveAttribute('href', '/join/');

      const gym = cardOf(page, 'Gym & Swim');
      await expect(gym).toContainText('£39.99 a month');
      await expect(gym).toContainText('Joining fee£25.00');
      await expect(gym).toContainText('CoverageNational');
      await expect(cardOf(page, 'Off-Peak North')).toContainText('Local');
      await expectAccessible(page);

      await page.getByRole('combobox', { name: 'Membership type' }).selectOption('Swim');
      await expect(cardNames(page)).toHaveText(['Gym & Swim', 'Junior Swim', 'Active 60+']);
      await page.getByRole('radio', { name: 'Single payment' }).check();
      await expect(cardNames(page)).toHaveText(['Gym & Swim', 'Junior Swim']);
      await expect(cardOf(page, 'Junior Swim')).toContainText('£40.00 for 3 months');

      await cardOf(page, 'Gym & Swim').getByRole('button', { name: 'View details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gym & Swim' });
      await expect(dialog).toContainText('All national locations.');
      await expect(dialog).toContainText('The gym, the pool and every group exercise class');
      await expect(dialog).toContainText('Guest pass 2 per month');
      await expect(dialog).toContainText('Adult (18 and over)');
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('choosing one puts it in the page’s address and shows it chosen', async ({ page }) => {
      await page.goto('/join/centre/manchester-central');
      await cardOf(page, 'Off-Peak North').getByRole('button', { name: 'Choose this membership' }).click();
      await expect(page).toHaveURL(
        /\/join\/centre\/manchester-central\/membership\/off-peak-north\/recurring$/,
      );
      await expect(page.getByRole('region', { name: '2. Membership' })).toContainText(
        'Off-Peak North: £21.99 a month',
      );
      // A visitor's next step is their details; the membership can still be changed.
      await expect(page.getByRole('region', { name: '3. Your details' })).toContainText('Create Account');
      await page.getByRole('button', { name: 'Edit Membership' }).click();
      await expect(page).toHaveURL(/\/join\/centre\/manchester-central$/);
    });
  });
}

test('a membership the centre does not sell goes back to the centre, saying so', async ({ page }) => {
  await page.goto('/join/centre/bristol-hengrove/membership/off-peak-north/recurring');
  await expect(page.getByText('Could not find selected membership')).toBeVisible();
  await expect(page).toHaveURL(/\/join\/centre\/bristol-hengrove$/);
});

test('a signed-in customer sees only what they may buy, and may ask to see the rest', async ({ page }) => {
  await signIn(page);
  await page.goto('/join/centre/manchester-central');
  await expect(cardOf(page, 'Gym & Swim')).toBeVisible();
  await expect(cardOf(page, 'Junior Swim')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show ineligible memberships' }).check();
  const junior = cardOf(page, 'Junior Swim');
  await expect(junior).toContainText('You are not eligible for this membership');
  await expect(junior).toContainText('This membership is for ages 11 to 17.');
  await expect(junior.getByRole('button', { name: 'Choose this membership' })).toBeDisabled();
  await expectAccessible(page);
});
