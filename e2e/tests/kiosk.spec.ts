import { expect, expectAccessible, signIn, test } from './fixtures';

const kioskHome = '/kiosk/?kiosk=true&centre=manchester-central';

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

test('after 70 s idle a warning lets the person stay; at 90 s idle they are signed out and sent home', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  await page.goto('/account/?kiosk=true&centre=manchester-central');
  await expect(page.getByText('Welcome Alex')).toBeVisible();

  await page.clock.fastForward('01:11');
  const warning = page.getByRole('alertdialog');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Are you still there?');
  await expectAccessible(page);
  await warning.getByRole('button', { name: "I'm still here" }).click();
  await expect(warning).toHaveCount(0);

  // Staying restarted the clock: nothing happens at what would have been 90 s.
  await page.clock.fastForward('00:30');
  await expect(page.getByText('Welcome Alex')).toBeVisible();

  await page.clock.fastForward('00:41');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.clock.fastForward('00:21');
  await expect(page).toHaveURL(/\/kiosk\/\?kiosk=true&centre=manchester-central$/);
  await expect.poll(async () => (await page.request.get('/api/auth/user')).status()).toBe(401);
});
