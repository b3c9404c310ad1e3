import type { Page } from '@playwright/test';
import { expect, expectAccessible, londonDate, test } from './fixtures';

// A phone first (issue 12): Manchester Central's timetable at 390 × 844.
test.use({ viewport: { width: 390, height: 844 } });

const timetable = (category: string, date: string) =>
  `/location/manchester-central/${category}/${date}/by-time`;
const sessions = (page: Page) => page.getByTestId('timetable-session');
const days = (page: Page) => page.getByRole('navigation', { name: 'Choose a day' }).getByRole('link');

/** The shown sessions' start hours, read from each card's 'HH:MM–HH:MM'. */
async function startHours(page: Page): Promise<number[]> {
  const times = await sessions(page).locator('.session-card__time').allTextContents();
  return times.map((time) => Number(time.slice(0, 2)));
}

test('on a phone the timetable fits the screen: one row of days, today first, and a session with its Book button on the first screen', async ({
  page,
}) => {
  await page.goto(timetable('classes', londonDate(1)));
  await expect(sessions(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The days scroll sideways inside their own row; the page does not.
  await expect(days(page).first()).toBeVisible();
  const tops = await days(page).evaluateAll(
    (links) => new Set(links.map((link) => link.getBoundingClientRect().top)).size,
  );
  expect(tops).toBe(1);
  await expect(days(page).first()).toContainText('Today');
  await expect(days(page).nth(1)).toHaveAttribute('aria-current', 'date');
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);

  const first = sessions(page).first();
  await expect(first).toBeInViewport({ ratio: 1 });
  await expect(
    first.getByRole('button', { name: /^Book / }).or(first.getByRole('link', { name: /^Book / })),
  ).toBeInViewport();
  await expectAccessible(page);
});

test('a day further on is scrolled into its strip, and a day is chosen with the keyboard', async ({
  page,
}) => {
  await page.goto(timetable('classes', londonDate(12)));
  const current = page.locator('[aria-current="date"]');
  await expect(current).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await days(page).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/classes/${londonDate(0)}/by-time`));
  await expect(days(page).first()).toHaveAttribute('aria-current', 'date');
});

test('filters narrow a day by time of day and activity, and the next day keeps them', async ({ page }) => {
  await page.goto(timetable('classes', londonDate(2)));
  await expect(sessions(page).first()).toBeVisible();
  const all = await sessions(page).count();

  await page.getByLabel('Time of day').selectOption({ label: 'Afternoon' });
  await expect(page).toHaveURL(/time=afternoon/);
  await expect.poll(() => sessions(page).count()).toBeLessThan(all);
  for (const hour of await startHours(page)) expect(hour >= 12 && hour < 17).toBe(true);

  // Pilates runs at 13:00 every day (demo seed).
  await page.getByRole('combobox', { name: 'Activity' }).selectOption({ label: 'Pilates' });
  await expect(sessions(page)).toHaveCount(1);
  await expect(sessions(page).first()).toContainText('Pilates');
  await expect(sessions(page).first()).toContainText('13:00');
  await expectAccessible(page);

  await days(page).nth(3).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${londonDate(3)}/by-time\\?.*time=afternoon`));
  await expect(page.getByLabel('Time of day')).toHaveValue('afternoon');
  await expect(sessions(page)).toHaveCount(1);
  await expect(sessions(page).first()).toContainText('Pilates');

  // Pilates runs at 10:30 and 13:00 only: in the evening nothing matches, and one button shows all again.
  await page.getByLabel('Time of day').selectOption({ label: 'Evening' });
  await expect(page.getByText('No sessions match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all sessions' }).click();
  await expect.poll(() => sessions(page).count()).toBeGreaterThan(1);
  await expect(page.getByLabel('Time of day')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Activity' })).toHaveValue('');
});

test('a courses day with no sessions is named in words and points on to the next day with sessions', async ({
  page,
}) => {
  const res = await page.request.get(
    '/api/activities/venue/manchester-central/activity-category/courses/dates',
  );
  const courseDays = new Set(((await res.json()).data as { raw: string }[]).map((day) => day.raw));
  const empty = Array.from({ length: 14 }, (_, n) => londonDate(n)).find((day) => !courseDays.has(day));
  if (!empty) throw new Error('the demo has a course on every one of the next 14 days');

  await page.goto(timetable('courses', empty));
  const words = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short' }).format(
    new Date(`${empty}T12:00:00Z`),
  );
  const heading = page.getByRole('heading', { level: 2, name: /^Sessions on / });
  await expect(heading).toContainText(new RegExp(`^Sessions on ${words} \\d{1,2} [A-Z][a-z]+ \\d{4}$`));
  await expect(heading).not.toContainText(empty);
  await expect(page.getByText('There are no sessions on this day.')).toBeVisible();
  const next = page.getByRole('link', { name: /^Next day with sessions: / });
  await next.click();
  await expect(sessions(page).first()).toBeVisible();
  await expectAccessible(page);
});

test('a court time shows its free courts as its places, never under a location', async ({ page }) => {
  await page.goto(timetable('courts', londonDate(1)));
  const court = sessions(page).first();
  await expect(court).toBeVisible();
  await expect(court).toContainText(/\d+ courts? free|Full/);
  await expect(page.getByText(/\d+ of \d+ courts free/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('each session is one row: its time, name, facts and Book button side by side', async ({ page }) => {
    await page.goto(timetable('classes', londonDate(1)));
    const first = sessions(page).first();
    await expect(first).toBeVisible();
    const card = await first.boundingBox();
    const name = await first.getByRole('heading').boundingBox();
    const action = await first.locator('.session-card__action').boundingBox();
    if (!card || !name || !action) throw new Error('the first session is laid out');
    expect(card.height).toBeLessThan(90);
    expect(Math.abs(action.y + action.height / 2 - (name.y + name.height / 2))).toBeLessThan(20);
    expect(action.x).toBeGreaterThan(name.x + name.width);
    await expectAccessible(page);
  });
});
