import type { Page } from '@playwright/test';
import { demo, expect, expectAccessible, test } from './fixtures';

// The journeys meet refusals on purpose (a mismatched confirmation, a used link, 'Multiple'); the
// browser logs those answers' statuses.
test.use({ expectedConsole: /status of (401|403|422)/ });

const newPassword = 'Fresh-Start-2026!';

/** Follows the newest link of that kind in the development mailbox, as a customer opens their email. */
async function openEmailLink(page: Page, to: string, subject: RegExp): Promise<void> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  await expectAccessible(page);
  const email = page.getByRole('article').filter({ has: page.getByRole('heading', { name: subject }) });
  await email.first().getByRole('link').first().click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).first().click();
}

async function signInOnPage(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Email address or customer ID').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('register, sign out, sign in, forget the password, reset it from the email, sign in again', async ({
  page,
}) => {
  // Six steps and eight accessibility checks in one journey: about 25 s alone, more beside other tests.
  test.setTimeout(60_000);
  const email = `robin.${Date.now()}@example.com`;

  await page.goto('/account/login');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/account\/register$/);
  await expect(page.getByLabel('First name')).toBeVisible();
  await expectAccessible(page);

  // Reception fills the concession number in: a new customer is not shown an empty greyed-out box.
  await expect(page.getByLabel('Concession number')).toHaveCount(0);

  const create = page.getByRole('button', { name: 'Create account' });
  await expect(create).toBeDisabled();

  // Terms: 'I Agree' waits for the end of the text; agreeing ticks the box.
  const terms = page.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
  await terms.click();
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(dialog).toBeVisible();
  const text = dialog.getByRole('region', { name: 'Terms and conditions text' });
  await expect(text).toBeVisible();
  const scrolls = await text.evaluate((el) => el.scrollHeight - el.clientHeight > 10);
  if (scrolls) await expect(dialog.getByRole('button', { name: 'I Agree' })).toBeDisabled();
  await expectAccessible(page);
  await text.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await dialog.getByRole('button', { name: 'I Agree' }).click();
  await expect(dialog).toBeHidden();
  await expect(terms).toBeChecked();

  // Local checks first: nothing is sent while a required field is empty or a date is wrong.
  await create.click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await page.getByLabel('Date of birth').fill('31/02/1990');
  await create.click();
  await expect(page.getByText('Date must be valid.')).toBeVisible();

  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Hart');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Date of birth').fill('17/05/1990');
  await page.getByLabel('Phone number').fill('07700 900456');
  await page.getByLabel('Home venue').selectOption({ index: 1 });
  await page.getByLabel('Password', { exact: true }).fill('Everyday-Leisure-2026!');
  await page.getByLabel('Confirm password').fill('Everyday-Leisure-2026?');
  await create.click();
  // The server's confirmation message shows under the confirmation field (spec part 1 §5).
  await expect(page.getByText('The password confirmation does not match.')).toBeVisible();
  await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Confirm password').fill('Everyday-Leisure-2026!');
  await create.click();
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByText('Welcome Robin')).toBeVisible();
  await expectAccessible(page);

  // Sign out, then back in through the bookings site's login modal.
  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expectAccessible(page);
  await login.getByLabel('Email address or customer ID').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('Everyday-Leisure-2026!');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/account/');
  await logOut(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  // Forgotten password, opened from the address; the parameter then leaves the address.
  await page.goto('/account/login?showForgotPassword=true');
  const forgot = page.getByRole('dialog', { name: 'Forgotten password' });
  await expect(forgot).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expectAccessible(page);
  await forgot.getByLabel('Email address or customer ID').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();

  await openEmailLink(page, email, /Reset your .* password/);
  await expect(page).toHaveURL(/\/account\/password-reset\/[^/]+$/);
  const resetLink = page.url();
  await expect(page.getByLabel('New password')).toBeVisible();
  await expect(
    page.getByText('Your password must be at least 8 characters long', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Repeat password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password has been successfully updated')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Log in to my account' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);

  // The old password no longer works; the new one does.
  await signInOnPage(page, email, 'Everyday-Leisure-2026!');
  await expect(
    page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }),
  ).toBeVisible();
  await signInOnPage(page, email, newPassword);
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByText('Welcome Robin')).toBeVisible();

  // The link works once: used again (signed out), it goes to the login page with the server's words.
  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(resetLink);
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired.' }),
  ).toBeVisible();
});

test('a customer made at a venue activates their account from the emailed link', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByRole('link', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(/\/account\/activate$/);
  await expectAccessible(page);
  await page.getByLabel('Email address or customer ID').fill('sam.taylor@example.com');
  await page.getByRole('button', { name: 'Send activation link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectAccessible(page);

  await openEmailLink(page, 'sam.taylor@example.com', /Activate your/);
  await expect(page).toHaveURL(/\/account\/activate\/[^/]+$/);
  await expect(page.getByLabel('New password')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Repeat password').fill(newPassword);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByText('Welcome Sam')).toBeVisible();
});

test("an email shared by two accounts asks for the customer ID ('Multiple')", async ({ page }) => {
  await page.goto('/account/login');
  await page.getByRole('button', { name: 'Forgotten your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgotten password' });
  await forgot.getByLabel('Email address or customer ID').fill('jordan.lee@example.com');
  await forgot.getByRole('button', { name: 'Send reset link' }).click();

  const customerId = page.getByRole('dialog', { name: 'Customer ID' });
  await expect(customerId).toBeVisible();
  await expect(customerId.getByText(/^Multiple accounts/)).toBeVisible();
  await expectAccessible(page);
  await customerId.getByLabel('Customer ID').fill('C100012');
  await customerId.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();

  await page.goto('/dev/mailbox?to=jordan.lee%40example.com');
  await expect(page.getByRole('article').filter({ hasText: 'Hello Casey' })).toHaveCount(1);
});

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  // Only a same-origin path is followed after sign-in.
  await first.goto('/account/login?redirect=https%3A%2F%2Fevil.example%2F');
  await signInOnPage(first, demo.email, demo.password);
  await expect(first).toHaveURL(/127\.0\.0\.1:\d+\/account\/$/);

  const second = await context.newPage();
  await second.goto('/account/');
  await expect(second.getByText('Welcome Alex')).toBeVisible();

  // Signed in, the login page sends a visitor on.
  await second.goto('/account/login?redirect=%2Faccount%2F');
  await expect(second).toHaveURL(/\/account\/$/);

  await logOut(first);
  await expect(first).toHaveURL(/\/$/);
  await expect(second).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(second.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});
