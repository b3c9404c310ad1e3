import type { Locator, Page } from '@playwright/test';
import { agreeToTerms, expect, expectAccessible, signInAs, test } from './fixtures';
import { acceptTerms, payByCard, step } from './join-helpers';

/** 'Create Account' in place, on the joining page's details step, for a new adult customer. */
async function createAccount(page: Page, firstName: string, lastName: string) {
  const details = step(page, '3. Your details');
  // A visitor chooses to create an account (or to log in); the form then takes the button's place.
  await details.getByRole('button', { name: 'Create Account' }).click();
  await expect(details.getByLabel('First name')).toBeFocused();
  await details.getByLabel('First name').fill(firstName);
  await details.getByLabel('Last name').fill(lastName);
  await details
    .getByLabel('Email address')
    .fill(`${firstName}.${lastName}.${Date.now()}@example.com`.toLowerCase());
  await details.getByLabel('Date of birth').fill('17/05/1990');
  await details.getByLabel('Address line 1').fill('1 Example Street');
  await details.getByLabel('Town or city').fill('Manchester');
  await details.getByLabel('Postcode').fill('M1 1AA');
  await details.getByLabel('Home venue').selectOption({ index: 1 });
  await details.getByLabel('Password', { exact: true }).fill('Everyday-Leisure-2026!');
  await details.getByLabel('Confirm password').fill('Everyday-Leisure-2026!');
  await acceptTerms(page, details, 'I agree to the terms and conditions');
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Create Account' }).click();
}

/** A join with no bank details to give: the review step's terms, then on to the checkout's. */
async function reviewAndCheckOut(page: Page, dates: Locator) {
  await expect(dates.getByText('Total to pay now')).toBeVisible();
  await expect(dates.getByLabel('Billing day')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Direct debit/ })).toHaveCount(0);
  await acceptTerms(page, dates, 'I accept the Membership terms');
  await acceptTerms(page, dates, 'I accept the Health commitment');
  await expectAccessible(page);
  await dates.getByRole('button', { name: 'Continue' }).click();
  await agreeToTerms(page);
}

test.describe('a visitor joining', () => {
  // The code nobody issued (404) and the bank details that do not belong together (422), as answered.
  test.use({ expectedConsole: /status of (404|422)/ });

  test('a visitor joins by direct debit: account, questions, dates and a code, bank details, confirmation, card', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/join/centre/manchester-central/membership/gym-and-swim/recurring');
    await expect(step(page, '2. Membership')).toContainText('Gym & Swim: £39.99 a month');

    await createAccount(page, 'Robin', 'Joiner');

    const additional = step(page, '4. Additional details');
    await expect(additional.getByRole('heading', { level: 2 })).toBeFocused();
    await additional.getByLabel(/Emergency contact phone number/).fill('07700 900999');
    await expectAccessible(page);
    await additional.getByRole('button', { name: 'Continue' }).click();

    const dates = step(page, '5. Dates and costs');
    await dates.getByLabel('Billing day').selectOption('20');
    await expect(dates.getByText('Total to pay now')).toBeVisible();
    await dates.getByLabel('Promo code').fill('NOPE');
    await dates.getByRole('button', { name: 'Apply' }).click();
    await expect(dates.getByText('Code not recognised')).toBeVisible();
    await dates.getByLabel('Promo code').fill('JOIN50');
    await dates.getByRole('button', { name: 'Apply' }).click();
    await expect(dates.getByText('Promo code JOIN50 applied.')).toBeVisible();
    await acceptTerms(page, dates, 'I accept the Membership terms');
    await acceptTerms(page, dates, 'I accept the Health commitment');
    await expectAccessible(page);
    await dates.getByRole('button', { name: 'Continue' }).click();

    const bank = step(page, '6. Direct debit');
    await bank.getByLabel('Account holder name').fill('Robin Joiner');
    await bank.getByLabel('Account number').fill('55779912');
    await bank.getByLabel('Sort code').fill('20-00-00');
    await bank.getByLabel('Billing address line 1').fill('1 Example Street');
    await bank.getByLabel('Town or city').fill('Manchester');
    await bank.getByLabel('Postcode').fill('M1 1AA');
    await bank.getByRole('checkbox', { name: /I am the account holder/ }).check();
    await acceptTerms(page, bank, 'I accept the The Direct Debit Guarantee');
    await bank.getByRole('button', { name: 'Continue' }).click();
    await expect(
      bank.getByText('This account number and sort code do not belong together.', { exact: false }),
    ).toBeVisible();
    await bank.getByLabel('Account number').fill('55779911');
    await expectAccessible(page);
    await bank.getByRole('button', { name: 'Continue' }).click();

    const confirm = step(page, '7. Confirm your details');
    await expect(confirm).toContainText('Gym & Swim, Monthly');
    await expect(confirm).toContainText('Ending 11');
    await expect(confirm).not.toContainText('55779911');
    await expectAccessible(page);
    // Each step the visitor reached, once and in order, for the operator's analytics (spec part 2 §4).
    const steps = await page.evaluate(() =>
      ((window as { dataLayer?: { stepNumber: number }[] }).dataLayer ?? []).map((e) => e.stepNumber),
    );
    expect(steps).toEqual([3, 4, 5, 6, 7]);
    await confirm.getByRole('button', { name: 'Confirm and continue to payment' }).click();

    await agreeToTerms(page);
    await expect(page.getByText('Gym & Swim')).toBeVisible();
    await payByCard(page, 'Robin Joiner');
    await expect(page.getByText('Gym & Swim')).toBeVisible();

    // The confirmation, then the order's details, show the membership as a membership (issue 15).
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date());
    const orderId = page.url().match(/booking-confirmed\/(\d+)/)?.[1];
    for (const at of ['confirmation', 'order details']) {
      if (at === 'order details') await page.goto(`/account/payments/order-history/${orderId}`);
      const membership = page.getByRole('region', { name: 'Gym & Swim' });
      await expect(membership).toContainText(`Start date${today}`);
      await expect(membership).toContainText('PaymentMonthly');
      await expect(membership).toContainText(/First monthly payment\d{1,2} [A-Z][a-z]+ \d{4}/);
      await expect(membership).toContainText('Monthly fee£39.99');
      await expect(membership).toContainText('Joining fee£25.00');
      await expect(membership).toContainText(/Discount-£\d+\.\d\d/);
      await expect(membership).toContainText('Home centreManchester Central Pool & Gym');
      await expectAccessible(page);
    }
  });
});

test('a member who pays by direct debit joins again with no bank details and their billing day kept', async ({
  page,
}) => {
  await signInAs(page, 'riley.shaw@example.com');
  await page.goto('/join/centre/manchester-central/membership/off-peak-north/recurring');
  const details = step(page, '3. Your details');
  await expect(details).toContainText("These details can't be edited right now");
  await details.getByRole('button', { name: 'Continue' }).click();
  const dates = step(page, '4. Dates and costs');
  await reviewAndCheckOut(page, dates);
  await payByCard(page, 'Riley Shaw');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a visitor buys a single payment: no billing day and no direct-debit step', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/join/centre/manchester-central/membership/gym-and-swim/fixed');
    await createAccount(page, 'Jamie', 'Single');
    const additional = step(page, '4. Additional details');
    await additional.getByLabel(/Emergency contact phone number/).fill('07700 900123');
    await expectAccessible(page);
    await additional.getByRole('button', { name: 'Continue' }).click();
    const dates = step(page, '5. Dates and costs');
    await reviewAndCheckOut(page, dates);
    await payByCard(page, 'Jamie Single');
    await expect(page.getByRole('region', { name: 'Gym & Swim' })).toContainText('Single payment');
  });
});
