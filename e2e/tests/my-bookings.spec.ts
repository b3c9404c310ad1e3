import type { Page } from '@playwright/test';
import { expect, expectAccessible, londonDate, signIn, test } from './fixtures';

/** The cookie session's CSRF token, which a state-changing call riding on the cookie must echo. */
async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'xsrf');
  return { 'x-xsrf-token': xsrf?.value ?? '' };
}

async function creditBalance(page: Page): Promise<number> {
  const user = await (await page.request.get('/api/auth/user')).json();
  return user.data.credit.balance.raw;
}

/** Books a session for the signed-in customer through the API, paying with credit. */
async function bookWithCredit(page: Page, activity: string, date: string, time: string): Promise<number> {
  const headers = await csrfHeaders(page);
  const times = await (
    await page.request.get(`/api/activities/venue/manchester-central/activity/${activity}/times?date=${date}`)
  ).json();
  const session = times.data.find(
    (s: { starts_at: { format_24_hour: string } }) => s.starts_at.format_24_hour === time,
  );
  expect(session.action_to_show.status).toBe('BOOK');
  const price: number = session.price.raw;
  const added = await page.request.post('/api/activities/cart/add', {
    headers,
    data: { items: [{ id: session.id, type: 'purchasableOccurrence' }] },
  });
  expect(added.status()).toBe(200);
  const cartId = (await added.json()).data.cart_id;
  const terms = (await (await page.request.get(`/api/terms?cart_id=${cartId}`)).json()).data.data.map(
    (term: { id: number }) => term.id,
  );
  const payments = [{ tender_type: 'credit', amount: price }];
  expect(
    (await page.request.put('/api/activities/cart/payments', { headers, data: { payments } })).status(),
  ).toBe(200);
  const completed = await page.request.post('/api/checkout/complete', {
    headers,
    data: { payments, terms, source: 'activity-booking', idempotency_key: `e2e-cancel-${Date.now()}` },
  });
  expect(completed.status()).toBe(200);
  return price;
}

test('a booking paid with credit is cancelled from My bookings and the credit comes back', async ({
  page,
}) => {
  await signIn(page);
  const before = await creditBalance(page);
  const price = await bookWithCredit(page, 'pilates', londonDate(4), '10:30');
  expect(price).toBeGreaterThan(0);
  expect(await creditBalance(page)).toBe(before - price);

  await page.goto('/account/bookings');
  await expect(page).toHaveURL(/\/account\/bookings\/upcoming$/);
  await expect(page.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Cancel booking Pilates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking: Pilates' });
  await expect(
    dialog.getByText('A credit for the value of this booking will be added to your account.'),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Your booking has been cancelled')).toBeVisible();
  await expect(dialog.getByText('Cancelled', { exact: true })).toBeVisible();
  await expectAccessible(page);
  expect(await creditBalance(page)).toBe(before);
});

test('an unknown booking filter says so', async ({ page }) => {
  await signIn(page);
  await page.goto('/account/bookings/someday');
  await expect(page.getByText('Booking filter not found')).toBeVisible();
  await expectAccessible(page);
});
