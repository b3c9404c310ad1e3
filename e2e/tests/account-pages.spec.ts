import type { Page } from '@playwright/test';
import { bookWithCredit, cancelOrder } from './credit-booking';
import { expect, expectAccessible, londonDate, signIn, test } from './fixtures';

/** Issue 12: the account pages a first-time customer trips on, on a phone and on a laptop. */
const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 900 };

const main = (page: Page) => page.getByRole('main');
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const box = async (page: Page, label: string) => {
  const found = await main(page).getByRole('textbox', { name: label, exact: true }).boundingBox();
  if (!found) throw new Error(`${label} is not laid out`);
  return found;
};

for (const [device, viewport] of [
  ['a phone', phone],
  ['a laptop', laptop],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('My bookings shows compact cards: name, status, when, where and the actions', async ({ page }) => {
      await signIn(page);
      await page.goto('/account/bookings/upcoming');
      const list = main(page).getByRole('list', { name: 'Upcoming bookings' });
      const cards = list.getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      for (let i = 0; i < count; i += 1) {
        const card = cards.nth(i);
        await expect(card.getByText('Booked', { exact: true })).toBeVisible();
        await expect(card.getByText('When', { exact: true })).toBeVisible();
        await expect(card.getByText('Where', { exact: true })).toBeVisible();
        // Was 575 px a card on a phone (4 bookings took 2,300 px).
        expect((await card.boundingBox())?.height ?? 0).toBeLessThan(300);
      }
      await expect(list.getByText('active', { exact: true })).toHaveCount(0);
      if (viewport === laptop && count > 1) {
        // Side by side on a wide screen, not one tall column.
        const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
        expect(second?.y).toBe(first?.y);
      }
      expect(await sidewaysScroll(page)).toBe(0);
      await expectAccessible(page);
    });

    test('a course session is shown as part of its course, without a price or a raw status', async ({
      page,
    }) => {
      await signIn(page);
      await page.goto('/account/');
      const next = page.getByRole('region', { name: 'My next booking' });
      const card = next.getByRole('listitem', { name: 'Improvers Swimming Course' });
      await expect(card.getByText('Part of a course')).toBeVisible();
      await expect(card.getByText(/^Session \d of 6$/)).toBeVisible();
      await expect(card.getByText('Booked', { exact: true })).toBeVisible();
      await expect(card.getByText('active')).toHaveCount(0);
      await expect(card.getByText('Price')).toHaveCount(0);
      await expect(card.getByText('£0.00')).toHaveCount(0);
      await expect(card.getByRole('link', { name: 'View course Improvers Swimming Course' })).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      await expectAccessible(page);
    });

    test('order details is a page: the order, the receipt, its items and the total', async ({ page }) => {
      await signIn(page);
      const { orderId } = await bookWithCredit(page, 'pilates', londonDate(6));
      // The credit goes back whatever happens, so later tests can pay with it too.
      try {
        await page.goto('/account/bookings/upcoming');
        await main(page).getByRole('link', { name: 'View order for Pilates' }).click();
        await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
        await expect(main(page).getByText(/^Ordered on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
        await expect(main(page).getByText('Paid by account credit')).toBeVisible();
        await expect(main(page).getByRole('button', { name: 'Download receipt' })).toBeVisible();
        const items = main(page).getByRole('table', { name: 'What you booked' });
        const row = items.getByRole('row', { name: /Pilates/ });
        await expect(row).toBeVisible();
        await expect(main(page).getByText('Total', { exact: true })).toBeVisible();
        const venueLabel = row.getByText('Venue', { exact: true });
        if (viewport === phone) {
          // Under 640 px each item is a card whose lines name themselves.
          await expect(venueLabel).toBeVisible();
        } else {
          // A table across the page, not a narrow one centred in it.
          await expect(items.getByRole('columnheader', { name: 'Price' })).toBeVisible();
          await expect(venueLabel).toBeHidden();
          expect((await items.boundingBox())?.width ?? 0).toBeGreaterThan(700);
        }
        expect(await sidewaysScroll(page)).toBe(0);
        await expectAccessible(page);
      } finally {
        await cancelOrder(page, orderId);
      }
    });

    test('My details is a form of readable width, its fields paired on a wide screen', async ({ page }) => {
      await signIn(page);
      await page.goto('/account/user-details');
      const profile = page.getByRole('region', { name: 'Your profile' });
      await expect(profile.getByRole('button', { name: 'Save changes' })).toBeVisible();
      const first = await box(page, 'First name');
      const last = await box(page, 'Last name');
      if (viewport === laptop) {
        expect(first.width).toBeLessThan(420);
        expect(last.y).toBe(first.y);
        expect(last.x).toBeGreaterThan(first.x + first.width);
      } else {
        expect(last.y).toBeGreaterThan(first.y);
      }
      expect(await sidewaysScroll(page)).toBe(0);
      await expectAccessible(page);
    });

    test('register marks its required fields and shows no field a new customer cannot fill', async ({
      page,
    }) => {
      await page.goto('/account/register');
      const form = main(page).getByRole('form', { name: 'Create an account' });
      await expect(form.getByRole('button', { name: 'Create account' })).toBeVisible();
      await expect(main(page).getByText('Fields marked * are required.')).toBeVisible();
      const firstName = form.getByRole('textbox', { name: 'First name', exact: true });
      await expect(firstName).toHaveAttribute('aria-required', 'true');
      // The star is drawn after the label for the eye; the control says 'required' to the rest.
      const star = (label: string) =>
        form
          .locator('label', { hasText: label })
          .evaluate((element) => getComputedStyle(element, '::after').content);
      expect(await star('First name')).toContain('*');
      expect(await star('Address line 2')).not.toContain('*');
      await expect(form.getByRole('textbox', { name: 'Address line 2' })).not.toHaveAttribute(
        'aria-required',
        'true',
      );
      // The concession number is for reception to add: it was an empty greyed-out box here.
      await expect(form.getByLabel('Concession number')).toHaveCount(0);
      await expect(form.locator('input:disabled, select:disabled')).toHaveCount(0);
      expect(await sidewaysScroll(page)).toBe(0);
      await expectAccessible(page);
    });
  });
}

test.describe('an unknown waiver', () => {
  test.use({ expectedConsole: /status of 404/ });

  test("the trail reads 'Waivers', then 'Waiver not found'", async ({ page }) => {
    await signIn(page);
    await page.goto('/account/user-details/waivers/no-such-waiver');
    await expect(main(page).getByText('Could not find this waiver.')).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(trail).toHaveText(['Account', 'My details', 'Waivers', 'Waiver not found']);
    await expect(page.getByRole('heading', { level: 1, name: 'Waiver not found' })).toBeVisible();
    await expect(page).toHaveTitle('Everyday Leisure | Waiver not found');
    await expectAccessible(page);
  });
});
