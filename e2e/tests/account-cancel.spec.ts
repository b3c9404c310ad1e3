import type { Page } from '@playwright/test';
import { agreeToTerms, emptyBasket, expect, expectAccessible, signInAs, test } from './fixtures';
import { payByCard } from './join-helpers';

/**
 * Spec part 2 §2 Cancel modal and §4 Cancel, as the seeded members see them (docs/decisions/045). Noah,
 * Grace and Isla are cancelled here and nowhere else; Ada is only read.
 */
const main = (page: Page) => page.getByRole('main');

async function openMemberships(page: Page) {
  await page.goto('/account/memberships');
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
}

/** From the card's 'Manage membership' to the cancel modal, by keyboard. */
async function openCancel(page: Page, name: string) {
  const card = main(page).getByRole('listitem', { name });
  const opener = card.getByRole('button', { name: 'Manage membership' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const manage = page.getByRole('dialog', { name: 'Manage membership' });
  await manage.getByRole('button', { name: 'Cancel membership' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel membership' });
  await expect(dialog).toBeVisible();
  // One modal at a time: the cancel modal takes the manage modal's place.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  return { card, dialog, opener };
}

test('a monthly membership is cancelled with its notice, and runs to its final day', async ({ page }) => {
  await signInAs(page, 'noah.patel@example.com');
  await openMemberships(page);
  const { card, dialog, opener } = await openCancel(page, 'Gym & Swim');
  await expect(dialog.getByText(/^Membership no\. /)).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: '30 days notice is required to cancel your membership' }),
  ).toBeVisible();
  await expect(
    dialog.getByText(
      'If your next payment collection falls within the notice period your membership will be cancelled after the final payment period as detailed below',
    ),
  ).toBeVisible();
  await expect(dialog.getByText('Final payment date:')).toBeVisible();
  await expect(dialog.getByText('Final day of membership:')).toBeVisible();
  const finalDay =
    (await dialog
      .getByText('Final day of membership:')
      .locator('xpath=following-sibling::dd')
      .textContent()) ?? '';
  await expectAccessible(page);

  const cancel = dialog.getByRole('button', { name: 'Cancel membership' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const done = page.getByRole('dialog', { name: 'Membership cancelled' });
  await expect(done).toBeVisible();
  await expect(done.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(done.getByRole('button', { name: 'Cancel membership' })).toBeDisabled();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(done).toBeHidden();
  await expect(opener).toBeFocused();

  // Still a member until the final day, which the card now shows as its end; nothing more to cancel.
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Cancellation pending')).toBeVisible();
  await expect(card.getByText(finalDay)).toBeVisible();
  await opener.click();
  const manage = page.getByRole('dialog', { name: 'Manage membership' });
  await expect(manage.getByRole('button', { name: 'Change membership' })).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
});

test('a single payment is cancelled at once', async ({ page }) => {
  await signInAs(page, 'grace.lee@example.com');
  await openMemberships(page);
  const { card, dialog } = await openCancel(page, 'Gym & Swim');
  await expect(
    dialog.getByText(
      'Please note cancelling your membership will be immediate, please check your membership terms and conditions as you may not be eligible for a refund',
    ),
  ).toBeVisible();
  await expect(dialog.getByText('Final payment date:')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel membership' }).click();
  const done = page.getByRole('dialog', { name: 'Membership cancelled' });
  await expect(done.getByText('Cancelled', { exact: true })).toBeVisible();
  await done.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Manage membership' })).toBeVisible();
});

test('debts are paid at the checkout and the membership is cancelled without another click', async ({
  page,
}) => {
  await signInAs(page, 'isla.reid@example.com');
  await emptyBasket(page);
  await openMemberships(page);
  const { dialog } = await openCancel(page, 'Gym & Swim');
  await expect(dialog.getByText('Final day of membership:')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByRole('heading', { name: 'You have outstanding debts on your account' }),
  ).toBeVisible();
  await expect(
    dialog.getByText('Debts must be settled before this membership can be cancelled'),
  ).toBeVisible();
  const fees = dialog.getByRole('list', { name: 'Outstanding debts' }).getByRole('listitem');
  await expect(fees).toHaveCount(2);
  await expect(fees.first().getByText('Centre:')).toBeVisible();
  await expect(fees.first().getByText('Date & time:')).toBeVisible();
  await expect(dialog.getByText('Total owed: £12.50')).toBeVisible();
  await expect(dialog.getByText('Cancellation will be processed automatically after payment')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Pay debt and cancel membership' }).click();
  await expect(page).toHaveURL(/\/basket\/checkout$/);
  await agreeToTerms(page);
  await payByCard(page, 'Isla Reid');

  await openMemberships(page);
  const card = main(page).getByRole('listitem', { name: 'Gym & Swim' });
  await expect(card.getByText('Cancellation pending')).toBeVisible();
  await expect(card.getByText('End date')).toBeVisible();
  await card.getByRole('button', { name: 'Manage membership' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage membership' });
  await expect(manage.getByRole('button', { name: 'Change membership' })).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
  await page.goto('/account/payments');
  await expect(main(page).getByText('You have no unpaid fees.')).toBeVisible();
});

test('a membership that cannot be cancelled online says so, with the operator’s message', async ({
  page,
}) => {
  await signInAs(page, 'ada.brooks@example.com');
  await openMemberships(page);
  const { dialog, opener } = await openCancel(page, 'Corporate Gym');
  await expect(
    dialog.getByRole('heading', { name: 'This membership cannot be cancelled online' }),
  ).toBeVisible();
  await expect(dialog.getByText(/cancelled through your employer/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
