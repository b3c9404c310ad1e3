import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const themes = [
  { name: 'the operator default', query: '', primary: '#6b2fa0', headingFont: 'Roboto' },
  {
    name: 'Manchester Central',
    query: '?theme=manchester-central',
    primary: '#00796b',
    headingFont: 'Oswald',
  },
];
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
];

const cssVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function openGallery(page: Page, theme: (typeof themes)[number]): Promise<void> {
  await page.goto(`/dev/ui${theme.query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'UI gallery' })).toBeVisible();
  await expect.poll(() => cssVariable(page, '--primary-500')).toBe(theme.primary);
  await expect(page.getByRole('heading', { level: 2, name: 'Buttons and links' })).toBeVisible();
  await expect(
    page.getByRole('radio', {
      name: theme.name === 'Manchester Central' ? 'Manchester Central' : 'Operator default',
    }),
  ).toBeChecked();
  // Fonts load with the theme: wait for them so axe and the widths measure the real page.
  await page.evaluate(() => document.fonts.ready);
}

for (const size of sizes) {
  for (const theme of themes) {
    test(`the gallery at ${size.width} px in ${theme.name}'s theme passes axe and fits the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openGallery(page, theme);
      const headingFont = await page
        .getByRole('heading', { level: 1 })
        .evaluate((h) => getComputedStyle(h).fontFamily);
      expect(headingFont).toContain(theme.headingFont);
      await expectAccessible(page);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
}

test('nothing in the gallery scrolls sideways at 360 px, in either theme', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const theme of themes) {
    await openGallery(page, theme);
    expect(await sidewaysOverflow(page), theme.name).toBeLessThanOrEqual(0);
  }
});

test('the theme switch changes the whole page to the venue chosen', async ({ page }) => {
  await openGallery(page, themes[0]!);
  // The switch is routed (the theme is in the address): the radio is checked once the page has moved.
  const manchester = page.getByRole('radio', { name: 'Manchester Central' });
  await manchester.click();
  await expect(manchester).toBeChecked();
  await expect(page).toHaveURL(/\?theme=manchester-central$/);
  await expect.poll(() => cssVariable(page, '--primary-500')).toBe('#00796b');
  const button = page.getByRole('button', { name: 'Book' }).first();
  await expect(button).toHaveCSS('background-color', 'rgb(0, 121, 107)');
});

test('the table is a table on a laptop and a list of labelled cards on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openGallery(page, themes[0]!);
  const table = page.getByRole('table', { name: 'Order items' });
  await expect(table.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  const row = table.getByRole('row', { name: /Lane Swimming/ });
  await expect(row).toHaveCSS('display', 'table-row');
  await expect(row.getByText('Attendee', { exact: true })).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toHaveCSS('display', 'grid');
  // The column headers stay for screen readers, out of sight: each card line carries its own label.
  const headers = await table.getByRole('rowgroup').first().boundingBox();
  expect(headers?.width).toBeLessThanOrEqual(1);
  await expect(row.getByText('Attendee', { exact: true })).toBeVisible();
  await expect(row.getByText('Mia Morgan')).toBeVisible();
});

test('the dialog: one heading, focus kept inside, Escape closes it and focus returns', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGallery(page, themes[1]!);
  const opener = page.getByRole('button', { name: 'Open a dialog' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveCount(1);
  await expectAccessible(page);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('tabs move with the arrow keys; a busy retry ignores presses until done', async ({ page }) => {
  await openGallery(page, themes[0]!);
  const tabs = page.getByRole('tablist', { name: 'Booking filters' });
  await tabs.getByRole('tab', { name: 'Upcoming' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Historic' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Historic' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Historic' })).toHaveText('Bookings in the past.');

  const retry = page.getByRole('button', { name: 'Try again' });
  await retry.click();
  await expect(retry).toHaveAttribute('aria-disabled', 'true');
  await expect(retry).toBeFocused();
  await expect(retry).not.toHaveAttribute('aria-disabled', 'true');
});
