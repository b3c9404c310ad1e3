import { expect, expectAccessible, signInAs, test } from './fixtures';
import { enrol, kit, signInAtDesk, sky, totpNow } from './foh-desk-kit';

// The refusals asked for here (a wrong password, a wrong code, a customer at the desk) are answers, logged.
test.use({ expectedConsole: /status of (401|403|422)/ });
// A sign-in may wait out a 30-second step of the authenticator (a code is good once).
test.describe.configure({ timeout: 120_000 });

test('staff sign in with a password and their authenticator code, see who and where they are, and sign out', async ({
  page,
}) => {
  await page.goto('/foh/customers/1');
  // A visitor is sent to the sign-in, which remembers where they were going.
  await expect(page).toHaveURL(/\/foh\/login\?redirect=%2Ffoh%2Fcustomers%2F1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expectAccessible(page);

  // A wrong password says so and stays on the first step.
  await page.getByLabel('Email or staff ID').fill(sky.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toHaveCount(0);

  await signInAtDesk(page);
  await expect(page.getByText(`Signed in as ${sky.name}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Front of house' })).toBeVisible();
  await expect(page.getByLabel('Desk venue')).toBeVisible();
  await expectAccessible(page);

  // The customer's site opened in the same browser shows nobody signed in, and leaves the desk signed in
  // with its CSRF token, so the desk's next write (signing out) is still accepted.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await page.goto('/foh/');
  await expect(page.getByText(`Signed in as ${sky.name}`)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/foh\/login$/);
  await page.goto('/foh/');
  await expect(page).toHaveURL(/\/foh\/login/);
});

test('the code step: autofill hints, a wrong code refused, and a recovery code offered instead', async ({
  page,
}) => {
  await page.goto('/foh/login');
  await page.getByLabel('Email or staff ID').fill(sky.username);
  await page.getByLabel('Password').fill('Everyday-Leisure-2026');
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('6-digit code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeFocused();
  await expectAccessible(page);

  const { code: now } = totpNow(sky.totpSecret ?? '');
  const wrong = String((Number(now) + 1) % 1_000_000).padStart(6, '0');
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/not accepted|not right|invalid/i)).toBeVisible();

  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByLabel('Recovery code')).toBeVisible();
  await expectAccessible(page);
});

test('a customer signed in on the website is refused at the desk', async ({ page }) => {
  await signInAs(page, 'priya.shah@example.com');
  await page.goto('/foh/');
  await expect(page).toHaveURL(/\/foh\/login/);
  await expect(page.getByText('This account cannot use the front desk.', { exact: false })).toBeVisible();
  // Nor can the customer's account pass the staff sign-in.
  await page.getByLabel('Email or staff ID').fill('priya.shah@example.com');
  await page.getByLabel('Password').fill('Everyday-Leisure-2026');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText(/customer/i);
  await expectAccessible(page);
});

test('staff at the customer sign-in are told to use the front desk’s, and are not signed in', async ({
  page,
}) => {
  await page.goto('/account/login');
  await page.getByLabel('Email address or customer ID').fill(sky.username);
  await page.getByLabel('Password').fill('Everyday-Leisure-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Staff sign in at the front desk sign-in, /foh/login.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'sid')).toBeUndefined();
  await expectAccessible(page);
});

test('a first sign-in sets up the authenticator: the QR code and its key, a first code, the recovery codes once', async ({
  page,
}) => {
  await page.goto('/foh/login');
  await page.getByLabel('Email or staff ID').fill(kit.username);
  await page.getByLabel('Password').fill('Everyday-Leisure-2026');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeFocused();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expectAccessible(page);
  await enrol(page);
  await expect(page).toHaveURL(/\/foh\/$/);
  await expect(page.getByText(`Signed in as ${kit.name}`)).toBeVisible();
});

test('a desk left alone warns a minute before its 15-minute idle sign-out, can stay, and then signs itself out', async ({
  page,
}) => {
  await page.clock.install();
  await signInAtDesk(page);
  await expect(page.getByText(`Signed in as ${sky.name}`)).toBeVisible();
  // Every chunk in: moving the clock on must not run a chunk's load time-out while it is still on its way.
  await expect(page.getByRole('heading', { level: 1, name: 'Find a customer' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.clock.fastForward('13:50');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.fastForward('00:15');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/signed out in (5\d|60) seconds/);
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();

  // The clock starts again from 'Stay': the warning comes back 14 minutes later, the sign-out a minute after.
  await page.clock.fastForward('14:05');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/foh\/login\?reason=idle$/);
  await expect(page.getByText('You were signed out after a time without activity.')).toBeVisible();
});
