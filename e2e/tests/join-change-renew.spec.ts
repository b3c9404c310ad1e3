import type { Page } from '@playwright/test';
import { agreeToTerms, emptyBasket, expect, expectAccessible, londonDate, signInAs, test } from './fixtures';
import { acceptTerms, payByCard, step } from './join-helpers';

/**
 * Spec part 2 §2: changing and renewing a membership on the joining site, reached as a member reaches
 * them, from My account's memberships list: Manage › Change membership, and the 'Renew membership' of a
 * lapsed single payment's card (a running one renews through the list's own renew modal).
 */

const riley = 'riley.shaw@example.com';
const priyaNair = 'priya.nair@example.com';
const main = (page: Page) => page.getByRole('main');

/** From the memberships list, a membership's Manage › Change membership. */
async function changeFromList(page: Page, name: string) {
  const card = main(page).getByRole('listitem', { name });
  await card.getByRole('button', { name: 'Manage membership' }).click();
  await page
    .getByRole('dialog', { name: 'Manage membership' })
    .getByRole('button', { name: 'Change membership' })
    .click();
  await expect(page).toHaveURL(/\/join\/memberships\/change\/\d+$/);
}

async function openMemberships(page: Page) {
  await page.goto('/account/');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Memberships' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
}

test('a monthly member changes to another monthly membership, which starts tomorrow', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, riley);
  await openMemberships(page);
  await changeFromList(page, 'Gym & Swim');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Membership' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Memberships' })).toBeVisible();
  // No centre step and no payment toggle: every membership offered is monthly, as Riley's is.
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('1. Membership');
  const membership = step(page, '1. Membership');
  await expect(membership.getByRole('radio', { name: 'Monthly' })).toHaveCount(0);
  const offPeak = membership.getByRole('listitem').filter({ hasText: 'Off-Peak North' });
  await expect(offPeak).toContainText('£21.99 a month');
  await expectAccessible(page);
  // 'View details' loads its modal when first asked for.
  await offPeak.getByRole('button', { name: 'View details' }).click();
  const about = page.getByRole('dialog', { name: 'Off-Peak North' });
  await expect(about).toContainText('Included locations');
  await page.keyboard.press('Escape');
  await expect(about).toBeHidden();
  await expect(offPeak.getByRole('button', { name: 'View details' })).toBeFocused();
  await offPeak.getByRole('button', { name: 'Choose this membership' }).click();

  const details = step(page, '2. Your details');
  await expect(details).toContainText("These details can't be edited right now");
  await details.getByRole('button', { name: 'Continue' }).click();

  // No billing day or code when changing: the start date, within the change's days, and its costs.
  const dates = step(page, '3. Dates and costs');
  await expect(dates.getByLabel('Start date')).toHaveValue(londonDate(1));
  await expect(dates.getByLabel('Billing day')).toHaveCount(0);
  await expect(dates.getByLabel('Promo code')).toHaveCount(0);
  await expect(dates).toContainText('New membership price£21.99 a month');
  await expect(dates).toContainText('£18.00 less per month than your current membership');
  await expect(dates).toContainText('Last day of your current membership');
  await expect(dates).toContainText('First billing date');
  // A cheaper month: the time already paid for covers it, so nothing is due now.
  await expect(dates).toContainText('Total due now£0.00');
  await acceptTerms(page, dates, 'I accept the Membership terms');
  await acceptTerms(page, dates, 'I accept the Health commitment');
  await expectAccessible(page);
  const steps = await page.evaluate(() =>
    ((window as { dataLayer?: { stepNumber: number }[] }).dataLayer ?? []).map((e) => e.stepNumber),
  );
  expect(steps).toEqual([2, 3]);
  await dates.getByRole('button', { name: 'Continue' }).click();

  // Nothing to pay: the change is made at once, with its order's confirmation.
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Off-Peak North').first()).toBeVisible();

  await openMemberships(page);
  await expect(main(page).getByRole('listitem', { name: 'Off-Peak North' })).toBeVisible();
  await expectAccessible(page);
});

test('a member paid for a year changes to three months, paying the difference at the checkout by card', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, priyaNair);
  await emptyBasket(page);
  await openMemberships(page);
  await changeFromList(page, 'Gym & Swim');

  // A single payment changes to another single payment: the twelve months she has are not offered.
  const membership = step(page, '1. Membership');
  await expect(membership.getByRole('radio', { name: 'Single payment' })).toHaveCount(0);
  const threeMonths = membership.getByRole('listitem').filter({ hasText: 'Gym & Swim' });
  await expect(threeMonths).toContainText('£115.00 for 3 months');
  await threeMonths.getByRole('button', { name: 'Choose this membership' }).click();

  const details = step(page, '2. Your details');
  await expect(details).toContainText("These details can't be edited right now");
  await details.getByRole('button', { name: 'Continue' }).click();
  // Gym & Swim asks its questions of the new membership.
  const additional = step(page, '3. Additional details');
  await additional.getByLabel(/Emergency contact phone number/).fill('07700 900456');
  await additional.getByRole('button', { name: 'Continue' }).click();

  const dates = step(page, '4. Dates and costs');
  await expect(dates.getByLabel('Start date')).toHaveValue(londonDate(1));
  await expect(dates).toContainText('New membership price£115.00 for 3 months');
  await expect(dates).toContainText('less than your current membership');
  await expect(dates).not.toContainText('First billing date');
  // The unused days of her year count towards the new term: the rest is paid now.
  await expect(dates).toContainText(/Total due now£\d+\.\d\d/);
  await expect(dates).not.toContainText('Total due now£0.00');
  await acceptTerms(page, dates, 'I accept the Membership terms');
  await acceptTerms(page, dates, 'I accept the Health commitment');
  await expectAccessible(page);
  await dates.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/basket\/checkout$/);
  await agreeToTerms(page);
  await payByCard(page, 'Priya Nair');

  await openMemberships(page);
  await expect(main(page).getByRole('listitem', { name: 'Gym & Swim' })).toHaveCount(2);
});

test('a member whose three months lapsed renews them on the joining site, and pays at the checkout', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'owen.hughes@example.com');
  await emptyBasket(page);
  await openMemberships(page);
  await main(page)
    .getByRole('listitem', { name: 'Gym & Swim' })
    .getByRole('button', { name: 'Renew membership' })
    .click();

  await expect(page).toHaveURL(/\/join\/memberships\/renew\/\d+\/gym-and-swim\/fixed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Renew membership' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    '1. Membership',
    '2. Your details',
    '3. Dates and costs',
    '4. Checkout',
  ]);
  // The renewal is the membership chosen: its summary, and no edit button here or later.
  const membership = step(page, '1. Membership');
  await expect(membership).toContainText('Gym & Swim');
  await expect(membership).toContainText('3 months');
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expectAccessible(page);

  await step(page, '2. Your details')
    .getByRole('button', { name: /^(Continue|Save and continue)$/ })
    .click();
  const dates = step(page, '3. Dates and costs');
  await expect(dates.getByText(/^Total to pay now: £\d+\.\d\d$/)).toBeVisible();
  // Lapsed: it starts today, and the dates are the renewal's, not to be chosen.
  await expect(dates.getByLabel('Start date')).toHaveCount(0);
  await expect(dates).toContainText('End date');
  await acceptTerms(page, dates, 'I accept the Membership terms');
  await acceptTerms(page, dates, 'I accept the Health commitment');
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expectAccessible(page);
  await dates.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/basket\/checkout$/);
  await agreeToTerms(page);
  await payByCard(page, 'Owen Hughes');
  await openMemberships(page);
  await expect(main(page).getByRole('listitem', { name: 'Gym & Swim' })).toHaveCount(2);
});

test('the change page reached without the memberships list goes to the list', async ({ page }) => {
  await signInAs(page, riley);
  await page.goto('/join/memberships/change/1');
  await expect(page).toHaveURL(/\/account\/memberships$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
});
