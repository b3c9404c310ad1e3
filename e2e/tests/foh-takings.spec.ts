import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, londonDate, test } from './fixtures';
import { saveStaffState, sky, staffStatePath, xsrfHeader } from './foh-office-sign-in';

/**
 * The cash-up (issue 18): Sky Parker sells Tom Fischer (C100041) a boxfit session at Manchester's desk
 * through the desk's API, paying cash with change, then reads the day's takings by tender and by staff
 * member, and downloads them as CSV. Other desk tests may sell at Manchester the same day, so the page is
 * held to what the API reports and to this sale being in it.
 */
test.describe.configure({ mode: 'serial' });

const state = staffStatePath('takings');
test.use({ storageState: state });
test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  await saveStaffState(browser, sky, state);
});

const manchester = 'Manchester Central Pool & Gym';
type Price = { raw: number; decimal: string; formatted: string };
type Takings = {
  venue: { id: number; name: string };
  date: string;
  order_count: number;
  total: Price;
  by_tender: { tender_type: string; amount: Price; count: number }[];
  by_staff: { staff: { id: number; name: string }; amount: Price }[];
  change_given: Price;
};

/** A desk sale through the API: the customer's basket at the desk, paid in cash with £5 over. */
async function sellAtDesk(page: Page): Promise<{ orderId: number; price: number; venueId: number }> {
  const headers = await xsrfHeader(page);
  const me = (await (await page.request.get('/api/foh/me')).json()).data as {
    venues: { id: number; name: string }[];
  };
  const venueId = me.venues.find((venue) => venue.name === manchester)!.id;
  const desk = await page.request.put('/api/foh/me/desk-venue', { headers, data: { venue_id: venueId } });
  expect(desk.status(), await desk.text()).toBe(200);
  const found = await (await page.request.get('/api/foh/customers?q=C100041')).json();
  const customerId = (found.data as { id: number; reference: string }[]).find(
    (c) => c.reference === 'C100041',
  )!.id;

  const times = await (
    await page.request.get(
      `/api/activities/venue/manchester-central/activity/boxfit/times?date=${londonDate(6)}`,
    )
  ).json();
  const session = (
    times.data as { id: number; price: { raw: number }; action_to_show: { status: string } }[]
  ).find((s) => s.action_to_show.status === 'BOOK');
  expect(session, 'a boxfit session to sell').toBeTruthy();
  const added = await page.request.post('/api/foh/activities/cart/add', {
    headers,
    data: { items: [{ id: session!.id, type: 'purchasableOccurrence' }], selected_user_id: customerId },
  });
  expect(added.status(), await added.text()).toBe(200);
  const cart = (await added.json()).data as { cart_id: number; totals: { balance: number } };
  const cartId = cart.cart_id;
  const terms = (await (await page.request.get(`/api/terms?cart_id=${cartId}`)).json()).data.data.map(
    (term: { id: number }) => term.id,
  );
  // What the basket asks, which may be below the session's list price (a concession or a member's price).
  const price = cart.totals.balance;
  const paid = await page.request.post('/api/foh/activities/cart/pay', {
    headers: { ...headers, 'idempotency-key': `e2e-takings-${Date.now()}` },
    data: {
      payments: [{ tender_type: 'cash', amount: price, tendered: price + 500 }],
      selected_user_id: customerId,
      terms,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const order = (await paid.json()).data as { order_id: number; change_due: Price };
  expect(order.change_due.raw).toBe(500);
  return { orderId: order.order_id, price, venueId };
}

test('the day’s takings show the desk sale by tender and staff member, and download as CSV', async ({
  page,
}) => {
  const sale = await sellAtDesk(page);
  const today = londonDate(0);
  const takings = (
    await (await page.request.get(`/api/foh/reports/takings?venue_id=${sale.venueId}&date=${today}`)).json()
  ).data as Takings;
  expect(takings.total.raw).toBeGreaterThanOrEqual(sale.price);
  expect(takings.change_given.raw).toBeGreaterThanOrEqual(500);

  await page.goto('/foh/takings');
  await expect(page.getByRole('heading', { level: 1, name: 'Takings' })).toBeVisible();
  await expect(page).toHaveTitle(/Takings/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Venue', { exact: true })).toHaveValue(String(sale.venueId));
  await expect(main.getByLabel('Day', { exact: true })).toHaveValue(today);
  const figures = main.locator('.takings__summary');
  await expect(figures).toContainText(`Total${takings.total.formatted}`);
  await expect(figures).toContainText(`Orders${takings.order_count}`);
  await expect(figures).toContainText(`Change given${takings.change_given.formatted}`);

  const byTender = main.getByRole('table', { name: 'By tender' });
  const cash = takings.by_tender.find((row) => row.tender_type === 'cash')!;
  await expect(byTender.getByRole('row', { name: new RegExp(`^Cash ${cash.count} `) })).toContainText(
    cash.amount.formatted,
  );
  const byStaff = main.getByRole('table', { name: 'By staff member' });
  for (const row of takings.by_staff) {
    await expect(byStaff.getByRole('row', { name: new RegExp(`^${row.staff.name} `) })).toContainText(
      row.amount.formatted,
    );
  }
  await expectAccessible(page);

  const csv = main.getByRole('link', { name: 'Download CSV' });
  await expect(csv).toHaveAttribute(
    'href',
    `/api/foh/reports/takings.csv?venue_id=${sale.venueId}&date=${today}`,
  );
  const download = page.waitForEvent('download');
  await csv.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  // The cash-up sheet: each staff member's tenders, then all staff's, the total and the change given.
  expect(text.split('\r\n')[0]).toBe('Venue,Date,Staff,Tender,Count,Amount');
  for (const row of takings.by_staff)
    expect(text).toContain(`${row.staff.name},Total,,${row.amount.decimal}`);
  expect(text).toContain(`All staff,Total,${takings.order_count},${takings.total.decimal}`);
  expect(text).toContain(`All staff,Change given,,${takings.change_given.decimal}`);

  // Another day: nothing was taken a year ago.
  await main.getByLabel('Day', { exact: true }).fill(londonDate(-365));
  await expect(main.getByText('Nothing was taken at the desk that day.')).toBeVisible();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
});
