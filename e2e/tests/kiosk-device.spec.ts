import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expect, expectAccessible, test } from './fixtures';
import { type DemoStaff, signInAtDesk } from './foh-desk-kit';

/**
 * Decision 054's enrolled kiosk: Morgan Hale, a venue manager, enrols this browser as a kiosk of Leeds
 * Middleton at /foh/kiosks; from then on every page opens in kiosk mode at Leeds whatever the address says,
 * until Morgan revokes the device and it is an ordinary browser again.
 */
const morgan: DemoStaff = {
  username: 'S000002',
  name: 'Morgan Hale',
  totpSecret: 'DNH5DCZTF24WZA6YMGZTZZOJJKTJAOCT',
};
const leeds = 'Leeds Middleton Leisure Centre';
const kioskName = 'Reception left';
const atLeedsKiosk = /[?&]kiosk=true&centre=leeds-middleton$/;

test.describe.configure({ timeout: 120_000 });

async function openKiosksAtLeeds(page: Page) {
  await page.goto('/foh/kiosks');
  const venue = page.getByLabel('Desk venue');
  await expect(venue).toBeVisible();
  if ((await venue.locator('option:checked').textContent())?.trim() !== leeds) {
    await venue.selectOption({ label: leeds });
    await expect(page.getByText(`The desk is now at ${leeds}.`)).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Kiosks' })).toBeVisible();
  await expect(page.getByText(`The self-service kiosks of ${leeds}.`)).toBeVisible();
}

test('a manager enrols this browser as a kiosk: it stays at its centre whatever the address says, until revoked', async ({
  page,
  browser,
}) => {
  await signInAtDesk(page, morgan);
  await openKiosksAtLeeds(page);
  await expectAccessible(page);

  // A name is needed first.
  const enrol = page.getByRole('button', { name: 'Enrol this device as a kiosk' });
  await enrol.click();
  await expect(page.getByText('Give the kiosk a name.')).toBeVisible();
  await page.getByLabel('Kiosk name').fill(kioskName);
  await enrol.click();
  await expect(page.getByRole('status').filter({ hasText: 'This browser is now the kiosk' })).toContainText(
    `This browser is now the kiosk ‘${kioskName}’ of ${leeds}.`,
  );
  const devices = page.getByRole('table', { name: 'Enrolled kiosks' });
  await expect(devices.getByRole('row', { name: new RegExp(kioskName) })).toContainText('Active');
  await expectAccessible(page);

  // As the page says: sign out of the desk, then open the kiosk (the address has neither kiosk nor centre).
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/foh\/login/);
  await page.goto('/kiosk/');
  await expect(page).toHaveURL(atLeedsKiosk);
  await expect(page.getByRole('heading', { level: 1, name: 'What would you like to do?' })).toBeVisible();
  await expect(page.getByRole('main').getByText(leeds)).toBeVisible();
  await expect(page.getByRole('banner').filter({ hasText: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Need help?' })).toBeVisible();
  await expectAccessible(page);

  // Editing the address does not leave kiosk mode, nor choose another centre.
  for (const address of [
    '/',
    '/?kiosk=false',
    '/kiosk/?kiosk=true&centre=manchester-central',
    '/location/manchester-central/classes',
  ]) {
    await page.goto(address);
    await expect(page, `after typing ${address}`).toHaveURL(atLeedsKiosk);
    await expect(page.getByRole('navigation', { name: 'Kiosk' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to Kiosk Home' }).click();
  await expect(page).toHaveURL(/\/kiosk\/\?kiosk=true&centre=leeds-middleton$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What would you like to do?' })).toBeVisible();
  await expect(page.getByRole('main').getByText(leeds)).toBeVisible();

  // Morgan revokes it from the desk's computer; at its next page the kiosk is an ordinary browser.
  const desk = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const office = await desk.newPage();
  await signInAtDesk(office, morgan);
  await openKiosksAtLeeds(office);
  const listed = office.getByRole('table', { name: 'Enrolled kiosks' });
  await listed.getByRole('button', { name: `Revoke ${kioskName}` }).click();
  const confirm = office.getByRole('dialog', { name: 'Revoke this kiosk?' });
  await expect(confirm).toContainText(`${kioskName} will stop working as a kiosk at once.`);
  await confirm.getByRole('button', { name: 'Revoke kiosk' }).click();
  await expect(office.getByText(`${kioskName} is no longer a kiosk.`)).toBeVisible();
  await expect(listed.getByRole('row', { name: new RegExp(kioskName) })).toContainText('Revoked');
  await expect(listed.getByRole('button', { name: `Revoke ${kioskName}` })).toHaveCount(0);
  await expectAccessible(office);
  await desk.close();

  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Kiosk' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  const device = await page.request.get('/api/kiosk/device');
  expect((await device.json()).data).toBeNull();
});
