import type { Page } from '@playwright/test';
import { emptyBasket, expect, expectAccessible, londonDate, signInAs, test } from './fixtures';
import { payByCard } from './join-helpers';

/**
 * Packages (spec part 2 §2 Packages, §3 Package): Casey Rowe (C100082), who holds none and whom only this
 * file changes, buys '10 Lane Swims' on the bookings site and pays by card, sees it under Packages, books a
 * lane swim at the package price and sees one session fewer left. Jordan Ellis (C100081) is only read.
 */
const casey = 'casey.rowe@example.com';
const jordan = 'jordan.ellis@example.com';
const main = (page: Page) => page.getByRole('main');

async function openPackages(page: Page) {
  await page.goto('/account/');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Packages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
}

/** The checkout's terms: the box, the text read to the end, 'I Agree'. */
async function acceptCheckoutTerms(page: Page) {
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  const text = dialog.getByRole('region', { name: 'Terms and conditions text' });
  await expect(text).toBeVisible();
  await text.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await dialog.getByRole('button', { name: 'I Agree' }).click();
  await expect(dialog).toBeHidden();
}

async function toCheckout(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Shopping basket' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping basket', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await acceptCheckoutTerms(page);
}

test('a customer buys a package, sees it under Packages, and books a lane swim with it', async ({ page }) => {
  await signInAs(page, casey);
  await emptyBasket(page);
  await openPackages(page);
  await expect(main(page).getByText('You currently have no packages')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/location/manchester-central/packages');
  const offer = main(page).getByRole('listitem', { name: '10 Lane Swims' });
  await expect(offer.getByText('£45.00')).toBeVisible();
  await expect(offer.getByText('10 Lane Swimming sessions')).toBeVisible();
  await expect(main(page).getByRole('listitem', { name: '5 Group Exercise Classes' })).toBeVisible();
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Successfully added item to the basket.').first()).toBeVisible();

  await toCheckout(page);
  await payByCard(page, 'Casey Rowe');

  await openPackages(page);
  const held = main(page).getByRole('listitem', { name: '10 Lane Swims' });
  await expect(held.getByText('Manchester Central Pool & Gym')).toBeVisible();
  await expect(held.getByText('Lane Swimming: 10 of 10 left')).toBeVisible();
  await expectAccessible(page);

  // Lane swims are released three days ahead; tomorrow's evening swim is open.
  await page.goto(`/location/manchester-central/swimming/${londonDate(1)}/by-time`);
  await page.getByRole('button', { name: 'Book Lane Swimming at 18:00' }).click();
  await expect(page.getByText('Successfully added item to the basket.').first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Shopping basket' }).click();
  const line = page
    .getByRole('list', { name: 'Items in your basket' })
    .getByRole('listitem', { name: 'Lane Swimming' });
  await expect(line.getByRole('button', { name: 'Remove package' })).toBeVisible();
  await expect(line.getByText('£0.00').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await acceptCheckoutTerms(page);
  await page.getByRole('button', { name: 'Complete booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({ timeout: 15_000 });

  await openPackages(page);
  await expect(
    main(page).getByRole('listitem', { name: '10 Lane Swims' }).getByText('Lane Swimming: 9 of 10 left'),
  ).toBeVisible();
});

test("a holder's swims in use and lapsed classes, the lapsed ones marked", async ({ page }) => {
  await signInAs(page, jordan);
  await openPackages(page);
  await expect(
    main(page).getByRole('listitem', { name: '10 Lane Swims' }).getByText('Lane Swimming: 7 of 10 left'),
  ).toBeVisible();
  const lapsed = main(page).getByRole('listitem', { name: '5 Group Exercise Classes' });
  await expect(lapsed.getByText('Expired')).toBeVisible();
  await expect(lapsed.getByText('All centres')).toBeVisible();
  await expectAccessible(page);
});
