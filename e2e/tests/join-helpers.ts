import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A numbered section of the joining page, by its heading ('3. Your details'). */
export const step = (page: Page, name: string) => page.getByRole('region', { name });

/** Ticks one of the joining page's terms boxes: it opens the terms, read to the end, then 'I Agree'. */
export async function acceptTerms(page: Page, where: Locator, box: string) {
  await where.getByRole('checkbox', { name: box }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  const text = dialog.getByRole('region', { name: 'Terms and conditions text' });
  await text.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await dialog.getByRole('button', { name: 'I Agree' }).click();
  await expect(dialog).toBeHidden();
}

/** Pays the checkout's total with the sandbox's card that is always paid, to the confirmation. */
export async function payByCard(page: Page, holder: string) {
  const pay = page.getByRole('button', { name: /^Pay £/ });
  const label = (await pay.textContent()) ?? '';
  await pay.click();
  const card = page.frameLocator('iframe[title="Card payment form"]');
  await card.getByLabel('Cardholder name').fill(holder);
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12/30');
  await card.getByLabel('Security code').fill('123');
  await card.getByRole('button', { name: label.trim() }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({ timeout: 15_000 });
}
