import type { Page } from '@playwright/test';
import {
  agreeToTerms,
  emptyBasket,
  expect,
  expectAccessible,
  londonDate,
  priya,
  signIn,
  signInAs,
  test,
} from './fixtures';

/** Basket → 'Checkout' → the terms, scrolled to the end and agreed. */
async function checkOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Shopping basket' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping basket', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await agreeToTerms(page);
}

test('Alex opens his course from Upcoming bookings: its dates, the past ones struck through, and a closed cancel window', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/account/bookings/upcoming');
  const card = page.getByRole('listitem', { name: 'Improvers Swimming Course' }).first();
  await expect(card.getByText(/^Session \d of 6$/)).toBeVisible();
  await card.getByRole('link', { name: 'View course Improvers Swimming Course' }).click();

  await expect(page).toHaveURL(/\/account\/bookings\/courses\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Improvers Swimming Course', level: 1 })).toBeVisible();
  await expect(page.getByText('£60.00')).toBeVisible();
  await expect(page.getByText('45 minutes')).toBeVisible();
  await expect(page.getByText(/build stamina/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to my account' })).toBeVisible();
  await expectAccessible(page);

  // Dates is closed at first; the course began two weeks ago, so its first two sessions are past.
  const sessions = page.getByRole('list', { name: 'Course sessions' });
  await expect(sessions).toBeHidden();
  await page.locator('summary', { hasText: 'Dates' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(6);
  await expect(sessions.getByRole('listitem').nth(0).locator('s')).toBeVisible();
  await expect(sessions.getByRole('listitem').nth(0)).toContainText('(past)');
  await expect(sessions.getByRole('listitem').nth(1)).toContainText('(past)');
  await expect(sessions.getByRole('listitem').nth(5).locator('s')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Attendee' })).toBeDisabled();
  await expectAccessible(page);

  // The course has begun, so its cancellation window has closed (decision 012).
  await expect(page.getByRole('button', { name: 'Cancel course' })).toBeDisabled();
  await expect(
    page.getByText('Cancel window closed: this course can no longer be cancelled online.'),
  ).toBeVisible();
});

test('Priya books a course from the bookings site, pays by card, finds it in her bookings and cancels it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, priya.email);
  await emptyBasket(page);
  // The demo's course to book starts five days after the seeding day.
  await page.goto(`/location/manchester-central/courses/${londonDate(5)}/by-time`);
  await page.getByRole('link', { name: 'Beginners Swimming Course', exact: true }).first().click();

  const panel = page.getByRole('region', { name: 'Beginners Swimming Course' });
  await expect(panel.getByText('£45.00')).toBeVisible();
  await expect(
    panel.getByRole('list', { name: 'Sessions to come in Beginners Swimming Course' }).getByRole('listitem'),
  ).toHaveCount(6);
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Book course' }).click();
  await expect(page.getByText('Successfully added item to the basket.').first()).toBeVisible();

  await checkOut(page);
  await page.getByRole('button', { name: 'Pay £45.00' }).click();
  const card = page.frameLocator('iframe[title="Card payment form"]');
  await card.getByLabel('Cardholder name').fill('Priya Shah');
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12/30');
  await card.getByLabel('Security code').fill('123');
  await card.getByRole('button', { name: 'Pay £45.00' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({ timeout: 15_000 });

  // The course's session page now says it is hers.
  await page.goto(`/location/manchester-central/courses/${londonDate(5)}/by-time`);
  await page.getByRole('link', { name: 'Beginners Swimming Course', exact: true }).first().click();
  await expect(page.getByText('You have booked this course.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View your course booking' })).toBeVisible();

  await page.goto('/account/bookings/upcoming');
  const booked = page.getByRole('listitem', { name: 'Beginners Swimming Course' }).first();
  await expect(booked.getByText('Session 1 of 6')).toBeVisible();
  await booked.getByRole('link', { name: 'View course Beginners Swimming Course' }).click();
  await expect(page.getByRole('heading', { name: 'Beginners Swimming Course', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Five days before its first session the course can still be cancelled, for credit.
  await page.getByRole('button', { name: 'Cancel course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this course?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel course' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your course booking has been cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel course' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/account/bookings/upcoming');
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Beginners Swimming Course' })).toHaveCount(0);
});
