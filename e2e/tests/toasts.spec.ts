import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, londonDate, test } from './fixtures';

// A day of its own, so the places this file holds are not the ones other files count.
const timetable = `/location/manchester-central/swimming/${londonDate(2)}/by-time`;

/** What a click at the middle of the element would land on: 'itself', or what is drawn over it. */
const hitAtCentre = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit && element.contains(hit) ? 'itself' : (hit?.outerHTML.slice(0, 160) ?? 'nothing');
  });

async function addASession(page: Page): Promise<Locator> {
  await page.goto(timetable);
  await expect(
    page.getByRole('heading', { level: 1, name: /Manchester Central.* timetable$/ }),
  ).toBeVisible();
  await page
    .getByRole('button', { name: /^Book Lane Swimming at / })
    .first()
    .click();
  const toast = page.getByText('Successfully added item to the basket.');
  await expect(toast).toBeVisible();
  return toast;
}

for (const size of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width} px the 'added to the basket' toast leaves the header's basket link in reach`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const toast = await addASession(page);
    const banner = page.getByRole('banner');
    const basket = banner.getByRole('link', { name: 'Shopping basket' });
    await expect(basket).toBeVisible();
    // Booking may have scrolled the header away (it is not fixed): the customer scrolls back up to it.
    await basket.scrollIntoViewIfNeeded();
    await expect(toast).toBeVisible();
    expect(await hitAtCentre(basket)).toBe('itself');

    // The toast is never over the header at all.
    const header = await banner.boundingBox();
    const shown = await toast.boundingBox();
    if (!header || !shown) throw new Error('the header and the toast must be on screen');
    expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expectAccessible(page);

    await expect(toast).toBeVisible();
    await basket.click();
    await expect(page).toHaveURL(/\/basket/);
  });
}
