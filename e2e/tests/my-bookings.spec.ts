import { bookWithCredit, creditBalance } from './credit-booking';
import { expect, expectAccessible, londonDate, signIn, test } from './fixtures';

test('a booking paid with credit is cancelled from My bookings and the credit comes back', async ({
  page,
}) => {
  await signIn(page);
  const before = await creditBalance(page);
  const { price } = await bookWithCredit(page, 'pilates', londonDate(4), '10:30');
  expect(price).toBeGreaterThan(0);
  expect(await creditBalance(page)).toBe(before - price);

  await page.goto('/account/bookings');
  await expect(page).toHaveURL(/\/account\/bookings\/upcoming$/);
  await expect(page.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Cancel booking Pilates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking: Pilates' });
  await expect(
    dialog.getByText('A credit for the value of this booking will be added to your account.'),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Your booking has been cancelled')).toBeVisible();
  await expect(dialog.getByText('Cancelled', { exact: true })).toBeVisible();
  await expectAccessible(page);
  expect(await creditBalance(page)).toBe(before);
});

test('an unknown booking filter says so', async ({ page }) => {
  await signIn(page);
  await page.goto('/account/bookings/someday');
  await expect(page.getByText('Booking filter not found')).toBeVisible();
  await expectAccessible(page);
});
