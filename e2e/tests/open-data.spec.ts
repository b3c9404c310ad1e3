import type { Page } from '@playwright/test';
import { expectFitsWidth } from './fits-width';
import { expect, expectAccessible, test } from './fixtures';

// The demo's operator: every item of its feeds names it as organiser, and its dataset site as publisher.
const operator = 'Everyday Leisure';
const licence = 'https://creativecommons.org/licenses/by/4.0/';
/** Each feed's item kind, which names its link, and its path. */
const feeds = {
  SessionSeries: 'session-series',
  ScheduledSession: 'scheduled-sessions',
  CourseInstance: 'course-instances',
  FacilityUse: 'facility-uses',
  Slot: 'slots',
};
const feedLink = (page: Page, kind: string) =>
  page.getByRole('main').getByRole('link', { name: kind, exact: true });

/** Every feed has its link, to its own path on the host the page was asked of. */
async function expectFeedLinks(page: Page) {
  const { origin } = new URL(page.url());
  for (const [kind, path] of Object.entries(feeds)) {
    await expect(feedLink(page, kind), kind).toBeVisible();
    await expect(feedLink(page, kind), kind).toHaveAttribute('href', `${origin}/openactive/feeds/${path}`);
  }
}

type Json = Record<string, any>;

/** The dataset's JSON-LD as the page carries it for search engines and the OpenActive status page. */
async function datasetOf(page: Page): Promise<Json> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? '');
}

test.describe('the OpenActive dataset site (issue 19)', () => {
  test('a visitor finds the operator, the licence and every feed, and follows one to its items', async ({
    page,
  }) => {
    await page.goto('/openactive');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(operator);
    const licenceLink = page.getByRole('link', { name: 'Creative Commons Attribution 4.0 licence' });
    await expect(licenceLink).toHaveAttribute('href', licence);
    await expectFeedLinks(page);

    const dataset = await datasetOf(page);
    expect(dataset['@type']).toBe('Dataset');
    expect(dataset.publisher?.name).toBe(operator);
    expect(dataset.license).toBe(licence);
    const { origin } = new URL(page.url());
    expect(dataset.distribution.map((d: Json) => d.contentUrl)).toEqual(
      Object.values(feeds).map((path) => `${origin}/openactive/feeds/${path}`),
    );
    await expectAccessible(page);
    expect(await page.context().cookies(), 'the dataset site sets no cookie').toEqual([]);

    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/openactive/feeds/scheduled-sessions',
    );
    await feedLink(page, 'ScheduledSession').click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const page1: Json = await response.json();
    expect(page1.license).toBe(licence);
    expect(typeof page1.next).toBe('string');
    expect(page1.items.length).toBeGreaterThan(0);
    const live = (page1.items as Json[]).find((item) => item.state === 'updated');
    expect(live, 'a session that is not deleted').toBeDefined();
    expect(live!.kind).toBe('ScheduledSession');
    expect(typeof live!.modified).toBe('number');
    expect(live!.data?.['@type']).toBe('ScheduledSession');
  });

  test('a consumer follows a series and a session from the feeds to their pages on the bookings site', async ({
    page,
  }) => {
    const feed = async (path: string): Promise<Json[]> =>
      (await (await page.request.get(`/openactive/feeds/${path}`)).json()).items;
    const seriesItems = await feed('session-series');
    const series = seriesItems.find((i) => i.state === 'updated')!.data as Json;
    await page.goto(series.url);
    // The dateless address opens the series' category today, filtered to its activity.
    const slug = new URL(series.url).pathname.split('/').at(-1)!;
    await expect(page).toHaveURL(
      new RegExp(`/location/[\\w-]+/[\\w-]+/\\d{4}-\\d{2}-\\d{2}/by-time\\?activity=${slug}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const session = (await feed('scheduled-sessions')).find(
      (i) => i.state === 'updated' && Date.parse(i.data.startDate) > Date.now() + 86_400_000,
    )!.data as Json;
    const superEvent = seriesItems.find((i) => i.data?.['@id'] === session.superEvent)!.data as Json;
    await page.goto(session.url);
    await expect(page.getByRole('heading', { level: 1, name: superEvent.name })).toBeVisible();
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test('the dataset site fits without sideways scrolling and stays accessible', async ({ page }) => {
      await page.goto('/openactive');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(operator);
      await expectFeedLinks(page);
      await expectFitsWidth(page, 360, '/openactive');
      await expectAccessible(page);
    });
  });
});
