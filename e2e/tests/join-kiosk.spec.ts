import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from './fixtures';

const step = (page: Page, name: string) => page.getByRole('region', { name });
const cleared = 'Joining form cleared due to inactivity';

test('at a kiosk the joining form starts again at 90 s idle, signed out, and goes home at 95 s', async ({
  page,
}) => {
  await page.clock.install();
  await signInAs(page, 'riley.shaw@example.com');
  await page.goto('/join/centre/manchester-central/membership/gym-and-swim/fixed?kiosk=true');
  const details = step(page, '3. Your details');
  await expect(details).toContainText("These details can't be edited right now");
  const additional = step(page, '4. Additional details');
  await expect(additional).toBeVisible();
  await details.getByRole('button', { name: 'Continue' }).click();
  await additional.getByLabel(/Emergency contact phone number/).fill('07700 900999');

  // The shell's warning comes as anywhere on the kiosk.
  await page.clock.fastForward('01:11');
  await expect(page.getByRole('alertdialog')).toContainText('Are you still there?');

  // 90 s: signed out, and the form back at its start on the same page.
  await page.clock.fastForward('00:20');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(additional.getByLabel(/Emergency contact phone number/)).toHaveCount(0);
  await expect(step(page, '2. Membership')).toContainText('Gym & Swim');
  await expect(page).toHaveURL(
    /\/join\/centre\/manchester-central\/membership\/gym-and-swim\/fixed\?kiosk=true$/,
  );
  await expect.poll(async () => (await page.request.get('/api/auth/user')).status()).toBe(401);
  await expect(page.getByText(cleared)).toHaveCount(0);

  // 95 s: cleared, with a toast, at the kiosk home.
  await page.clock.fastForward('00:05');
  await expect(page.getByText(cleared)).toBeVisible();
  await expect(page).toHaveURL(/\/kiosk\/\?kiosk=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What would you like to do?' })).toBeVisible();
  await expectAccessible(page);

  // The next customer starts a new idle period: no warning before 60 s.
  await page.clock.fastForward('00:50');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.fastForward('00:11');
  await expect(page.getByRole('alertdialog')).toBeVisible();
});

test("the kiosk's centre step forgets a search at 90 s and goes home to the kiosk's centre at 95 s", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/join/?kiosk=true&centre=manchester-central');
  const search = page.getByRole('searchbox', { name: 'Find a centre by name, town or postcode' });
  await search.fill('middleton');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('1 centre found');

  await page.clock.fastForward('01:31');
  await expect(search).toHaveValue('');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);
  await expect(page).toHaveURL(/\/join\/\?kiosk=true&centre=manchester-central$/);

  await page.clock.fastForward('00:05');
  await expect(page.getByText(cleared)).toBeVisible();
  await expect(page).toHaveURL(/\/kiosk\/\?kiosk=true&centre=manchester-central$/);
});

test('elsewhere on the kiosk the 90 s logout still goes straight home, with no joining toast', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/join/?kiosk=true&centre=manchester-central');
  await page.getByRole('link', { name: 'Back to Kiosk Home' }).click();
  await page.getByRole('link', { name: 'Book an activity' }).click();
  await expect(page).toHaveURL(/\/location\/manchester-central/);
  await page.clock.fastForward('01:31');
  await expect(page).toHaveURL(/\/kiosk\/\?kiosk=true&centre=manchester-central$/);
  await page.clock.fastForward('00:10');
  await expect(page.getByText(cleared)).toHaveCount(0);
});
