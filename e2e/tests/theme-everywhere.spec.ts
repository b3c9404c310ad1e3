import type { Page } from '@playwright/test';
import { demo, emptyBasket, expect, expectAccessible, londonDate, signInAs, test } from './fixtures';

// Manchester Central's theme (demo seed): teal primary, 'garage gothic' (Oswald) headings.
const manchesterPrimary = '#00796b';

const cssVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const headingFont = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .first()
    .evaluate((h) => getComputedStyle(h).fontFamily);

async function expectManchesterTheme(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => cssVariable(page, '--primary-500')).toBe(manchesterPrimary);
  await expect.poll(() => headingFont(page)).toContain('Oswald');
  await expect(page.getByRole('banner').getByRole('img').first()).toHaveAttribute(
    'src',
    '/media/logos/manchester.svg',
  );
}

async function chooseManchester(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: /Manchester Central Pool & Gym/ }).click();
  await expectManchesterTheme(page);
}

test("the chosen venue's theme carries into basket, checkout, account and join, and survives a reload", async ({
  page,
}) => {
  await signInAs(page, demo.email);
  await emptyBasket(page);
  await chooseManchester(page);

  await page.goto(`/location/manchester-central/classes/${londonDate(5)}/by-time`);
  await page.getByRole('button', { name: 'Book HIIT Blast at 18:00' }).click();
  await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText(/^1\b/);

  await page.getByRole('banner').getByRole('link', { name: 'Shopping basket' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expectManchesterTheme(page);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/basket\/checkout$/);
  await expectManchesterTheme(page);
  await page.reload();
  await expectManchesterTheme(page);

  await page.goto('/account/');
  await expectManchesterTheme(page);
  await expectAccessible(page);

  await page.goto('/join/');
  await expectManchesterTheme(page);
  await emptyBasket(page);
});

test('signing in through the login modal on a Manchester page keeps its theme, and so does signing out', async ({
  page,
}) => {
  await page.goto(`/location/manchester-central/classes/${londonDate(6)}/by-time`);
  await expectManchesterTheme(page);
  // Yoga Flow needs an account: 'Book' opens the login modal.
  await page.getByRole('button', { name: 'Book Yoga Flow at 09:00' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email address or customer ID').fill(demo.email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  await expectManchesterTheme(page);
  await page.reload();
  await expectManchesterTheme(page);
  await emptyBasket(page);

  // Signing out is in the menu, the way a phone shows it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toHaveCount(0);
  await expectManchesterTheme(page);
});

test("a class page opened from a link shows its venue's theme", async ({ page }) => {
  const date = londonDate(6);
  const times = await page.request.get(
    `/api/activities/venue/manchester-central/activity/yoga-flow/times?date=${date}`,
  );
  const id = ((await times.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
  await page.goto(`/location/manchester-central/classes/${date}/by-time/class/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga Flow' })).toBeVisible();
  await expectManchesterTheme(page);
});

test("Edinburgh's logo text is in a sans-serif font, never a serif fallback", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Edinburgh Southside Pool/ }).click();
  const logo = page.getByRole('banner').getByRole('img').first();
  await expect(logo).toHaveAttribute('src', '/media/logos/edinburgh.svg');
  // An <img> cannot use the page's fonts: the SVG's own font-family is what draws its text.
  const svg = await (await page.request.get('/media/logos/edinburgh.svg')).text();
  const families = [...svg.matchAll(/font-family="([^"]+)"/g)].map((match) => match[1] ?? '');
  expect(families.length).toBeGreaterThan(0);
  for (const family of families) {
    expect(family).toMatch(/sans-serif\s*$/);
    expect(family).not.toMatch(/Georgia|Times/i);
  }
});
