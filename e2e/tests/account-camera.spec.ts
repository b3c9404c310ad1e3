import { demo, expect, expectAccessible, test } from './fixtures';

// Chromium's fake camera: a moving test pattern, with the permission prompt answered yes.
test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

test('a profile photo is taken with the camera, retaken, cropped, saved and deleted', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByLabel('Email address or customer ID').fill('chris.evans@example.com');
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await page.goto('/account/user-details');
  const photo = page.getByRole('region', { name: 'Profile photo' });
  await photo.getByRole('button', { name: 'Add profile photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile photo' });
  await dialog.getByRole('button', { name: 'Take photo' }).click();
  // Spec part 1 §9: the camera is 400 wide on a desktop and 240 high.
  const video = dialog.getByLabel('Camera preview');
  await expect(video).toHaveAttribute('width', '400');
  await expect(video).toHaveAttribute('height', '240');
  await expect(dialog.getByRole('button', { name: 'Capture' })).toBeEnabled();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Capture' }).click();
  await dialog.getByRole('button', { name: 'Retake' }).click();
  await dialog.getByRole('button', { name: 'Capture' }).click();
  await expect(dialog.getByText('Drag the photo and zoom to fit your face in the square.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(dialog).toBeHidden();
  const image = photo.getByRole('img', { name: 'Your profile photo' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Chris goes back to no photo, as the seed has him.
  await photo.getByRole('button', { name: 'Change profile photo' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete profile photo' })
    .getByRole('button', { name: 'Delete photo' })
    .click();
  await expect(photo.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0);
});
