import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { demo, expect, expectAccessible, test } from './fixtures';

/** Seeded customers, one in each dashboard state (apps/api/src/seed/demo-dashboard.ts). */
const customers = {
  unpaidFees: 'chris.evans@example.com',
  documentExpired: 'dana.white@example.com',
  expiresInFiveDays: 'eli.brown@example.com',
  expiresInOneDay: 'fran.green@example.com',
  proofRequired: 'gus.hall@example.com',
};

async function signInAs(page: Page, username: string, password = demo.password): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('Email address or customer ID').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

/** A photo as a phone would hand it over: a PNG larger than the crop. */
function portraitPng(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="640" height="480"><circle cx="320" cy="220" r="140" fill="#f2c9a0"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}

const main = (page: Page) => page.getByRole('main');
const notification = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text).first();
const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

test.describe('the dashboard', () => {
  test('greets the customer with their number, photo, next booking and guest passes', async ({ page }) => {
    await signInAs(page, demo.reference);
    await expect(page).toHaveURL(/\/account\/$/);
    await expect(page).toHaveTitle('Everyday Leisure | Account');
    await expect(main(page).getByText(`Customer number: ${demo.reference}`)).toBeVisible();
    await expect(main(page).getByText('Welcome Alex')).toBeVisible();
    // Alex's soonest booking in the demo is the next session of the course he is part-way through.
    const nextBooking = page.getByRole('region', { name: 'My next booking' });
    await expect(
      nextBooking.getByRole('heading', { name: 'Improvers Swimming Course', level: 3 }),
    ).toBeVisible();
    await expect(nextBooking.getByText(/^Session \d of 6$/)).toBeVisible();
    await expect(nextBooking.getByRole('link', { name: 'Book an activity' })).toHaveCount(0);
    await expect(nextBooking.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/account/bookings/upcoming',
    );
    await expect(main(page).getByRole('link', { name: /Send a guest pass/ })).toHaveAttribute(
      'href',
      '/account/guest-passes',
    );
    await expect(page.getByRole('region', { name: 'Notices' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('tells of unpaid fees, with the way to Payments, and the photo reminder can be dismissed', async ({
    page,
  }) => {
    await signInAs(page, customers.unpaidFees);
    const notices = page.getByRole('region', { name: 'Notices' });
    await expect(notices.getByText('You have unpaid fees on your account')).toBeVisible();
    await expect(notices.getByRole('link', { name: 'Go to Payments' })).toHaveAttribute(
      'href',
      '/account/payments',
    );
    await expectAccessible(page);
    const reminder = main(page).getByText(
      'Add a profile photo so our team can recognise you when you visit.',
    );
    await expect(reminder).toBeVisible();
    await main(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(reminder).toBeHidden();
    await page.reload();
    await expect(main(page).getByText('Welcome Chris')).toBeVisible();
    await expect(reminder).toBeHidden();
  });

  test('tells of an expired document', async ({ page }) => {
    await signInAs(page, customers.documentExpired);
    const notices = page.getByRole('region', { name: 'Notices' });
    await expect(notices.getByRole('heading', { name: 'Document expired' })).toBeVisible();
    await expect(notices.getByRole('link', { name: 'Go to Memberships' })).toHaveAttribute(
      'href',
      '/account/memberships',
    );
    await expectAccessible(page);
    // Dana has no bookings: the next-booking card offers to book one instead.
    const nextBooking = page.getByRole('region', { name: 'My next booking' });
    await expect(nextBooking.getByText('You have no upcoming bookings.')).toBeVisible();
    await expect(nextBooking.getByRole('link', { name: 'Book an activity' })).toHaveAttribute(
      'href',
      '/redirect-to-selected-venue',
    );
  });

  test('counts the days to a document’s expiry: days for five, day for one', async ({ page }) => {
    await signInAs(page, customers.expiresInFiveDays);
    const notices = page.getByRole('region', { name: 'Notices' });
    await expect(notices.getByText('Your eligibility document is due to expire in 5 days.')).toBeVisible();
    await expect(notices.getByRole('link', { name: 'Go to Memberships' })).toHaveAttribute(
      'href',
      '/account/memberships',
    );
    await expectAccessible(page);
    await accountNav(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInAs(page, customers.expiresInOneDay);
    await expect(
      page
        .getByRole('region', { name: 'Notices' })
        .getByText('Your eligibility document is due to expire in 1 day.'),
    ).toBeVisible();
  });

  test('asks for proof of eligibility within the allowance days', async ({ page }) => {
    await signInAs(page, customers.proofRequired);
    const notices = page.getByRole('region', { name: 'Notices' });
    await expect(notices.getByRole('heading', { name: 'Proof of eligibility required' })).toBeVisible();
    await expect(
      notices.getByText(
        'Your membership will be suspended and you will lose access if proof of eligibility is not provided within 14 days.',
      ),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('account navigation', () => {
  test('on a desktop: every section of the spec, and Log out', async ({ page }) => {
    await signInAs(page, demo.email);
    const nav = accountNav(page);
    const expected: [string, string][] = [
      ['Dashboard', '/account/'],
      ['My details', '/account/user-details'],
      ['Memberships', '/account/memberships'],
      ['Packages', '/account/packages'],
      ['Bookings', '/account/bookings'],
      ['Guest passes', '/account/guest-passes'],
      ['Payments', '/account/payments'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'My details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('AccountMy details');
    await nav.getByRole('link', { name: 'Memberships' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Memberships' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the Account dropdown lists the mobile entries', async ({ page }) => {
      await signInAs(page, demo.email);
      const nav = accountNav(page);
      const toggle = nav.getByRole('button', { name: 'Account' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link')).toHaveCount(0);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const expected: [string, string][] = [
        ['Account dashboard', '/account/'],
        ['My details', '/account/user-details'],
        ['Memberships', '/account/memberships'],
        ['Packages', '/account/packages'],
        ['Bookings', '/account/bookings/upcoming'],
        ['Payments', '/account/payments'],
      ];
      await expect(nav.getByRole('link')).toHaveCount(expected.length);
      for (const [name, href] of expected) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      await expectAccessible(page);
      await nav.getByRole('link', { name: 'My details' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('kiosk links keep the kiosk flag and the centre', async ({ page }) => {
    await signInAs(page, demo.email);
    await page.goto('/account/?kiosk=true&centre=manchester-central');
    await expect(accountNav(page).getByRole('link', { name: 'My details' })).toHaveAttribute(
      'href',
      '/account/user-details?kiosk=true&centre=manchester-central',
    );
  });
});

test.describe('my details', () => {
  test('a changed phone number is kept after a reload', async ({ page }) => {
    await signInAs(page, demo.email);
    await page.goto('/account/user-details');
    await expect(page).toHaveTitle('Everyday Leisure | My details');
    const profile = page.getByRole('region', { name: 'Your profile' });
    const phone = profile.getByLabel(/phone/i);
    await phone.fill('07700 900456');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(notification(page, 'Your details have been updated.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your profile' }).getByLabel(/phone/i)).toHaveValue(
      '07700 900456',
    );
    await expectAccessible(page);
  });

  test.describe('the password', () => {
    test.use({ expectedConsole: /status of 422/ });

    test('is changed with the current one, refused with a wrong one, and changed back', async ({ page }) => {
      await signInAs(page, demo.email);
      await page.goto('/account/user-details');
      const form = page.getByRole('region', { name: 'Change password' });
      await expect(form.getByText(/at least 8 characters long/)).toBeVisible();
      await form.getByLabel('Current password').fill('not-my-password');
      await form.getByLabel('New password').fill('Brand-New-Pass-2026');
      await form.getByLabel('Repeat password').fill('Brand-New-Pass-2026');
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);

      await form.getByLabel('Current password').fill(demo.password);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(notification(page, 'Your password has been updated.')).toBeVisible();
      await expect(form.getByLabel('Current password')).toHaveValue('');

      // Back as it was, so that the other journeys still sign in with the demo password.
      await form.getByLabel('Current password').fill('Brand-New-Pass-2026');
      await form.getByLabel('New password').fill(demo.password);
      await form.getByLabel('Repeat password').fill(demo.password);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(form.getByLabel('New password')).toHaveValue('');
      await expect(form.getByLabel('Current password')).not.toHaveAttribute('aria-invalid', 'true');
    });
  });

  test('a family member is added, refused a future birthday, and removed after confirming', async ({
    page,
  }) => {
    await signInAs(page, demo.email);
    await page.goto('/account/user-details');
    const family = page.getByRole('region', { name: 'Family members' });
    await family.getByRole('button', { name: 'Add a family member' }).click();
    await family.getByLabel('First name').fill('Sam');
    await family.getByLabel('Last name').fill('Morgan');
    await family.getByLabel('Date of birth').fill('01/01/2999');
    await family.getByLabel('Relationship').selectOption('Child');
    await family.getByRole('button', { name: 'Add family member' }).click();
    await expect(family.getByText('Date must be valid.')).toBeVisible();
    await expectAccessible(page);
    await family.getByLabel('Date of birth').fill('04/07/2015');
    await family.getByRole('button', { name: 'Add family member' }).click();
    const list = family.getByRole('list', { name: 'Your family members' });
    await expect(list.getByText('Sam Morgan')).toBeVisible();
    await expect(list.getByText('Date of birth: 04/07/2015')).toBeVisible();

    await list.getByRole('button', { name: 'Remove Sam Morgan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove family member' });
    await expect(dialog).toContainText('Are you sure you want to remove Sam Morgan?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(family.getByText('Sam Morgan')).toHaveCount(0);
  });

  test('a photo from the library is cropped, saved, shown, then deleted', async ({ page }) => {
    await signInAs(page, demo.email);
    await page.goto('/account/user-details');
    const photo = page.getByRole('region', { name: 'Profile photo' });
    await photo.getByRole('button', { name: 'Add profile photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile photo' });
    await expectAccessible(page);
    await dialog.getByLabel('Choose from library').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await portraitPng(),
    });
    await expect(dialog.getByText('Drag the photo and zoom to fit your face in the square.')).toBeVisible();
    await dialog.getByLabel('Zoom').fill('1.5');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save photo' }).click();
    await expect(dialog).toBeHidden();
    await expect(notification(page, 'Your profile photo has been updated.')).toBeVisible();
    const image = photo.getByRole('img', { name: 'Your profile photo' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await photo.getByRole('button', { name: 'Change profile photo' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete profile photo' });
    await expect(confirm).toContainText('Are you sure you want to delete your profile photo?');
    await confirm.getByRole('button', { name: 'Delete photo' }).click();
    await expect(confirm).toBeHidden();
    await expect(notification(page, 'Your profile photo has been deleted.')).toBeVisible();
    await expect(photo.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0);
  });

  test('a camera that is refused says nothing and leaves the other ways to add a photo', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await signInAs(page, demo.email);
    await page.goto('/account/user-details');
    await page
      .getByRole('region', { name: 'Profile photo' })
      .getByRole('button', { name: 'Add profile photo' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Profile photo' });
    await dialog.getByRole('button', { name: 'Take photo' }).click();
    await expect(dialog.getByRole('button', { name: 'Take photo' })).toHaveCount(0);
    await expect(dialog.getByLabel('Choose from library')).toBeAttached();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('waivers', () => {
  test('the list shows each waiver; the signed one says when, and the unsigned one is signed', async ({
    page,
  }) => {
    const signedAt = /^You signed this waiver at: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
    await signInAs(page, demo.email);
    await page.goto('/account/user-details');
    await main(page).getByRole('link', { name: 'View my waivers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Waivers' })).toBeVisible();
    await expectAccessible(page);
    const list = main(page).getByRole('list', { name: 'Your waivers' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const gym = list.getByRole('listitem').filter({ hasText: 'Gym induction waiver' });
    const swimming = list.getByRole('listitem').filter({ hasText: 'Swimming lessons consent' });
    await expect(gym.getByText('Signed', { exact: true })).toBeVisible();
    await expect(swimming.getByText('Not signed', { exact: true })).toBeVisible();

    await gym.getByRole('link', { name: 'Gym induction waiver' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gym induction waiver' })).toBeVisible();
    await expect(main(page).getByText(signedAt)).toBeVisible();
    await expect(page.getByRole('button', { name: 'I agree' })).toHaveCount(0);
    await expectAccessible(page);

    await main(page).getByRole('link', { name: 'Back to waivers' }).click();
    await main(page).getByRole('link', { name: 'Swimming lessons consent' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Swimming lessons consent' })).toBeVisible();
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(
      main(page)
        .getByText(/ is required\.$/)
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
    // Answer every question the waiver asks, whatever its kind.
    for (const box of await main(page).getByRole('checkbox').all()) await box.check();
    for (const yes of await main(page).getByRole('radio', { name: 'Yes' }).all()) await yes.check();
    for (const field of await main(page).getByRole('textbox').all()) await field.fill('Jo Morgan');
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(main(page).getByText(signedAt)).toBeVisible();
    await expect(page.getByRole('button', { name: 'I agree' })).toHaveCount(0);
    await page.goto('/account/user-details/waivers');
    await expect(swimming.getByText('Signed', { exact: true })).toBeVisible();
  });

  test.describe('an unknown waiver', () => {
    test.use({ expectedConsole: /status of 404/ });

    test('says it could not be found', async ({ page }) => {
      await signInAs(page, demo.email);
      await page.goto('/account/user-details/waivers/no-such-waiver');
      await expect(main(page).getByText('Could not find this waiver.')).toBeVisible();
      await expectAccessible(page);
    });
  });
});
