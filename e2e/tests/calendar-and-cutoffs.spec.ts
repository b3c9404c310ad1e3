import type { Page } from '@playwright/test';
import { emptyBasket, expect, expectAccessible, londonDate, signIn, test } from './fixtures';

type Session = { id: string; action_to_show: { status: string } | null };

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'xsrf');
  return { 'x-xsrf-token': xsrf?.value ?? '' };
}

/** Books a session that costs the signed-in member nothing, as an outside tool would: add, then complete. */
async function bookFreeSession(page: Page, headers: Record<string, string>, id: string, key: string) {
  const added = await page.request.post('/api/activities/cart/add', {
    headers,
    data: { items: [{ id, type: 'purchasableOccurrence' }] },
  });
  expect(added.status()).toBe(200);
  const cartId = (await added.json()).data.cart_id;
  const terms = (await (await page.request.get(`/api/terms?cart_id=${cartId}`)).json()).data.data.map(
    (term: { id: number }) => term.id,
  );
  const completed = await page.request.post('/api/checkout/complete', {
    headers,
    data: { payments: [], terms, source: 'activity-booking', idempotency_key: `${key}-${Date.now()}` },
  });
  expect(completed.status()).toBe(200);
}

/**
 * Alex's place in the next Zumba at Manchester Central (free for members), booked through the API unless
 * an earlier test already did. Zumba runs twice a week and may not be cancelled in the five days before
 * (the demo timetable's 'no-cancel' cut-off), so the next one is always inside its cut-off.
 */
async function zumbaBooked(page: Page): Promise<void> {
  const upcoming = await (await page.request.get('/api/my-account/bookings?filter=future')).json();
  if (upcoming.data.some((b: { name: string }) => b.name === 'Zumba')) return;
  const headers = await csrfHeaders(page);
  await emptyBasket(page);
  let session: Session | undefined;
  for (let day = 0; day < 7 && !session; day++) {
    const times = await page.request.get(
      `/api/activities/venue/manchester-central/activity/zumba/times?date=${londonDate(day)}`,
    );
    if (!times.ok()) continue;
    session = ((await times.json()).data as Session[]).find((s) => s.action_to_show?.status === 'BOOK');
  }
  expect(session, 'a Zumba session to book this week').toBeDefined();
  await bookFreeSession(page, headers, session!.id, 'e2e-zumba');
}

test('a booking inside its no-cancel cut-off cannot be cancelled, and says why', async ({ page }) => {
  await signIn(page);
  await zumbaBooked(page);
  await page.goto('/account/bookings/upcoming');
  const zumba = page.getByRole('listitem', { name: 'Zumba' });
  await expect(zumba).toBeVisible();
  const cancel = zumba.getByRole('button', { name: 'Cancel booking Zumba' });
  await expect(cancel).toHaveAttribute('aria-disabled', 'true');
  await expect(cancel).toHaveAccessibleDescription('Cannot cancel due to booking starting soon');
  await cancel.hover();
  await expect(page.getByText('Cannot cancel due to booking starting soon')).toBeVisible();
  // aria-disabled keeps it focusable for the tooltip; Playwright will not click it without being forced.
  await cancel.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});

test('the calendar feed is read back, a booking downloads as .ics, and a reset retires the old link', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await zumbaBooked(page);
  await page.goto('/account/bookings/upcoming');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await expect(section).toBeVisible();
  const link = section.getByLabel('Calendar feed link');
  await expect(link).toHaveValue(/\/calendar\/[\w-]{43}\.ics$/);
  const url = await link.inputValue();
  await expect(section.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:\/\//, 'webcal://'),
  );
  await expectAccessible(page);

  // A calendar app reads the feed with no session: the secret address is enough.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('X-WR-CALNAME:Everyday Leisure');
  expect(ics).toContain('SUMMARY:Zumba');

  await section.getByRole('button', { name: 'Copy link' }).click();
  await expect(section.getByRole('status')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const download = page.waitForEvent('download');
  await page
    .getByRole('listitem', { name: 'Zumba' })
    .getByRole('link', { name: /^Add to calendar: Zumba on / })
    .click();
  expect((await download).suggestedFilename()).toBe('zumba.ics');

  await section.getByRole('button', { name: 'Reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset calendar feed link' });
  await expect(dialog.getByText('The old link stops working straight away')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('Your calendar feed link has been reset.');
  await expect(link).not.toHaveValue(url);
  const fresh = await link.inputValue();
  expect((await request.get(url)).status()).toBe(404);
  const again = await request.get(fresh);
  expect(again.status()).toBe(200);
  expect(await again.text()).toContain('SUMMARY:Zumba');
  await expectAccessible(page);
});

test('a V2 booking is listed with the others and cancelled through the v1 activities PATCH', async ({
  page,
}) => {
  await signIn(page);
  const headers = await csrfHeaders(page);
  await emptyBasket(page);
  // London Stratford is on activities V2 in the demo; Yoga Flow is free for members like Alex.
  const times = await page.request.get(
    `/api/activities/venue/london-stratford/activity/yoga-flow/times?date=${londonDate(3)}`,
  );
  const session = ((await times.json()).data as Session[]).find((s) => s.action_to_show?.status === 'BOOK');
  expect(session).toBeDefined();
  await bookFreeSession(page, headers, session!.id, 'e2e-v2');

  const v2List = page.waitForRequest(
    (r) => r.method() === 'GET' && r.url().includes('/api/v1/activities/bookings?'),
  );
  await page.goto('/account/bookings/upcoming');
  expect(new URL((await v2List).url()).searchParams.get('cancellation_source')).toBe('my-account');
  const yoga = page
    .getByRole('listitem', { name: 'Yoga Flow' })
    .filter({ hasText: 'London Stratford Aquatics' });
  await expect(yoga).toHaveCount(1);
  await yoga.getByRole('button', { name: 'Cancel booking Yoga Flow' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking: Yoga Flow' });
  const patch = page.waitForRequest((r) => r.method() === 'PATCH');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  const sent = await patch;
  expect(new URL(sent.url()).pathname).toBe('/api/v1/activities/bookings');
  expect(sent.postDataJSON()).toMatchObject({
    update_type: 'cancellation',
    data: { cancellation_source: 'my-account' },
  });
  await expect(dialog.getByText('Your booking has been cancelled')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(yoga).toHaveCount(0);
});
