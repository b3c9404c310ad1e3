import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The cookie session's CSRF token, which a state-changing call riding on the cookie must echo. */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'xsrf');
  return { 'x-xsrf-token': xsrf?.value ?? '' };
}

export async function creditBalance(page: Page): Promise<number> {
  const user = await (await page.request.get('/api/auth/user')).json();
  return user.data.credit.balance.raw;
}

/** Books a session for the signed-in customer through the API, paying with credit; gives its price and order. */
export async function bookWithCredit(
  page: Page,
  activity: string,
  date: string,
  time?: string,
): Promise<{ price: number; orderId: number }> {
  const headers = await csrfHeaders(page);
  const times = await (
    await page.request.get(`/api/activities/venue/manchester-central/activity/${activity}/times?date=${date}`)
  ).json();
  type Session = { starts_at: { format_24_hour: string }; action_to_show: { status: string } };
  // Without a time, the day's first session still open to book.
  const session = times.data.find((s: Session) =>
    time ? s.starts_at.format_24_hour === time : s.action_to_show.status === 'BOOK',
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
  return { price, orderId: (await completed.json()).data.order_id };
}

/** Cancels the customer's upcoming bookings of one order through the API, giving the credit back. */
export async function cancelOrder(page: Page, orderId: number): Promise<void> {
  const headers = await csrfHeaders(page);
  const bookings = await (await page.request.get('/api/my-account/bookings?filter=future')).json();
  for (const booking of bookings.data.filter((b: { order_id: number }) => b.order_id === orderId)) {
    const cancelled = await page.request.delete(`/api/activities/bookings/${booking.id}/?source=my-account`, {
      headers,
    });
    expect(cancelled.status()).toBe(200);
  }
}
