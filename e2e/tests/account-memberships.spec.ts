import type { Page } from '@playwright/test';
import { demo, emptyBasket, expect, expectAccessible, signInAs, test } from './fixtures';

/** Spec part 2 §2 Memberships list, the manage modal and the renew modal, as the seeded members see them. */
const riley = 'riley.shaw@example.com';
const priyaNair = 'priya.nair@example.com';

const main = (page: Page) => page.getByRole('main');

async function openMemberships(page: Page) {
  await page.goto('/account/');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Memberships' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
  await expect(
    main(page).getByText('View and manage all the memberships linked to your account'),
  ).toBeVisible();
}

async function manage(page: Page, name: string) {
  const card = main(page).getByRole('listitem', { name });
  await card.getByRole('button', { name: 'Manage membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage membership' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a membership from before online joining is listed, and says it cannot be managed', async ({ page }) => {
  await signInAs(page, demo.email);
  await openMemberships(page);
  const card = main(page).getByRole('listitem', { name: 'Gold Anytime' });
  await expect(card.getByText(/^Membership no\. /)).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Start date')).toBeVisible();
  await expectAccessible(page);

  const opener = card.getByRole('button', { name: 'Manage membership' });
  const dialog = await manage(page, 'Gold Anytime');
  await expect(dialog.getByText('Unable to manage your membership at this time.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Change membership' })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a monthly member changes their membership on the joining site', async ({ page }) => {
  await signInAs(page, riley);
  await openMemberships(page);
  const card = main(page).getByRole('listitem', { name: 'Gym & Swim' });
  await expect(card.getByText('Next payment date')).toBeVisible();
  await expect(card.getByText('Home venue')).toBeVisible();
  await expect(card.getByText('Manchester Central')).toBeVisible();

  const dialog = await manage(page, 'Gym & Swim');
  // A running monthly membership may be frozen (its freeze: account-freeze.spec.ts).
  await expect(dialog.getByRole('button', { name: 'Freeze membership' })).toBeEnabled();
  // A monthly membership carries on by itself: there is nothing to renew.
  await expect(dialog.getByRole('button', { name: 'Renew membership' })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Change membership' }).click();
  await expect(page).toHaveURL(/\/join\/memberships\/change\/\d+$/);
  await expect(page.getByRole('link', { name: 'Back to Memberships' })).toBeVisible();
});

test('a member whose year is ending renews it and goes to the checkout', async ({ page }) => {
  await signInAs(page, priyaNair);
  await emptyBasket(page);
  try {
    await openMemberships(page);
    const card = main(page).getByRole('listitem', { name: 'Gym & Swim' });
    await expect(card.getByText('End date')).toBeVisible();

    const dialog = await manage(page, 'Gym & Swim');
    await expect(dialog.getByRole('button', { name: 'Change membership' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Renew membership' }).click();

    // One modal at a time: the renewal takes the manage modal's place.
    const renew = page.getByRole('dialog', { name: 'Renew membership' });
    await expect(renew.getByText(/^Total to pay now: £\d+\.\d{2}$/)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(renew.getByText(/^Membership no\. /)).toBeVisible();
    await expect(renew.getByText('Membership length')).toBeVisible();
    await expect(renew.getByText('End date')).toBeVisible();
    await expectAccessible(page);

    await renew.getByRole('button', { name: 'Renew membership' }).click();
    await expect(page).toHaveURL(/\/basket\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await emptyBasket(page);
  }
});

test('a lapsed single payment is renewed from its card, through the joining page', async ({ page }) => {
  await signInAs(page, 'owen.hughes@example.com');
  await openMemberships(page);
  const card = main(page).getByRole('listitem', { name: 'Gym & Swim' });
  await expect(card.getByText('Expired', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Renew membership' }).click();
  await expect(page).toHaveURL(/\/join\/memberships\/renew\/\d+\/gym-and-swim\/fixed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Renew membership' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Memberships' })).toBeVisible();
});
