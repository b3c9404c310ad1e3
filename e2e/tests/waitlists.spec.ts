import type { APIRequestContext, Page } from '@playwright/test';
import {
  agreeToTerms,
  demo,
  emptyBasket,
  expect,
  expectAccessible,
  londonDate,
  priya,
  signInAs,
  test,
} from './fixtures';

// Days of their own, as all tests of a run share one database: five days ahead is odd, so Manchester
// Central's Pilates at 13:00 is full; six days ahead is even, so HIIT Blast at 18:00 has two places left.
const fullPilatesDay = londonDate(5);
const nearlyFullHiitDay = londonDate(6);
const classes = (date: string) => `/location/manchester-central/classes/${date}/by-time`;

async function openTimetable(page: Page, date: string): Promise<void> {
  await page.goto(classes(date));
  await expect(page.getByRole('heading', { name: /^Manchester Central.* timetable$/ })).toBeVisible();
  await expect(page.getByTestId('timetable-session').first()).toBeVisible();
}

const row = (page: Page, name: string, time: string) =>
  page.getByTestId('timetable-session').filter({ hasText: name }).filter({ hasText: time });

/** Basket → 'Checkout' → the terms, scrolled to the end and agreed to. */
async function checkOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Checkout' }).click();
  await agreeToTerms(page);
}

/**
 * Someone else puts the last place of a session in their basket: a held place counts as taken for
 * everyone else (decision 009), so the session shows full while the hold lasts.
 */
async function holdLastPlace(request: APIRequestContext, date: string, time: string): Promise<void> {
  const login = await request.post('/api/auth/customer/login', {
    data: { username: 'demo.booker16@example.com', password: demo.password },
  });
  expect(login.status()).toBe(200);
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'xsrf')?.value ?? '';
  const times = await (
    await request.get(`/api/activities/venue/manchester-central/activity/hiit/times?date=${date}`)
  ).json();
  const session = times.data.find(
    (s: { starts_at: { format_24_hour: string } }) => s.starts_at.format_24_hour === time,
  );
  expect(session.spaces).toBe(1);
  const added = await request.post('/api/activities/cart/add', {
    headers: { 'x-xsrf-token': xsrf },
    data: { items: [{ id: session.id, type: 'purchasableOccurrence' }] },
  });
  expect(added.status()).toBe(200);
}

test('Priya joins a full class’s waitlist from the timetable, sees her place in the queue, and leaves', async ({
  page,
}) => {
  // A visitor is asked to log in first, as 'Book' does.
  await openTimetable(page, fullPilatesDay);
  const pilates = row(page, 'Pilates', '13:00');
  await pilates.getByRole('link', { name: 'Pilates' }).click();
  await expect(page.getByRole('heading', { name: 'Pilates', level: 1 })).toBeVisible();
  await expect(page.getByText('Log in to join the waitlist.')).toBeVisible();
  await page.getByRole('button', { name: 'Join waitlist for Pilates at 13:00' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expectAccessible(page);

  // Signed in there, she is in the queue without pressing 'Join waitlist' again.
  await login.getByLabel('Email address or customer ID').fill(priya.email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(priya.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(page.getByText('You have joined the waitlist').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^On waitlist for Pilates at 13:00/ })).toBeVisible();

  await openTimetable(page, fullPilatesDay);
  await expect(pilates).toContainText('Full');
  await expect(pilates.getByRole('link', { name: /^On waitlist/ })).toHaveText('On waitlist');
  await expectAccessible(page);
  // The timetable itself knows, after a reload too.
  await page.reload();
  await expect(pilates.getByRole('link', { name: /^On waitlist/ })).toHaveText('On waitlist');

  await page.goto('/account/bookings/waitlist');
  await expect(page.getByRole('link', { name: 'Waitlist' })).toHaveAttribute('aria-current', 'page');
  const entry = page
    .getByRole('list', { name: 'Waitlist entries' })
    .getByRole('listitem', { name: 'Pilates' });
  await expect(entry).toContainText('Position 1 in the queue');
  await expect(entry).toContainText('13:00–13:55');
  await expect(entry).toContainText('Manchester Central');
  await expectAccessible(page);

  await entry.getByRole('link', { name: 'Pilates' }).click();
  await expect(page).toHaveURL(/\/account\/bookings\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Waitlist: Pilates', level: 1 })).toBeVisible();
  await expect(page.getByText('Position 1 in the queue')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to my waitlist' }).click();
  await entry.getByRole('button', { name: 'Leave waitlist for Pilates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave waitlist: Pilates' });
  await expect(dialog).toContainText('You will lose your place in the queue for this session.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Leave waitlist' }).click();
  await expect(dialog.getByText('Removed', { exact: true })).toBeVisible();
  await expect(dialog.getByText('You have left the waitlist')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('You are not on any waitlists.')).toBeVisible();

  await openTimetable(page, fullPilatesDay);
  await expect(page.getByRole('button', { name: 'Join waitlist for Pilates at 13:00' })).toBeVisible();
});

test('a place freed by a cancellation is offered to Priya by email; she accepts, pays and is booked', async ({
  page,
  browser,
  request,
}) => {
  // A real card form in a frame, several customers, on a machine that may be busy.
  test.setTimeout(90_000);

  // Alex books one of the last two places of HIIT Blast, paying with his credit.
  const alexContext = await browser.newContext();
  const alex = await alexContext.newPage();
  await signInAs(alex, demo.email);
  await emptyBasket(alex);
  await openTimetable(alex, nearlyFullHiitDay);
  await alex.getByRole('button', { name: 'Book HIIT Blast at 18:00' }).click();
  await expect(alex.getByText('Successfully added item to the basket.').first()).toBeVisible();
  await alex.getByRole('banner').getByRole('link', { name: 'Shopping basket' }).click();
  await checkOut(alex);
  await alex.getByLabel('Credit to use (£)').fill('6.00');
  await alex.getByRole('button', { name: 'Apply credit' }).click();
  await alex.getByRole('button', { name: 'Complete booking' }).click();
  await expect(alex.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({ timeout: 15_000 });

  // Someone else holds the last place, so the class is full for Priya.
  await holdLastPlace(request, nearlyFullHiitDay, '18:00');

  await signInAs(page, priya.email);
  await emptyBasket(page);
  await openTimetable(page, nearlyFullHiitDay);
  await expect(row(page, 'HIIT Blast', '18:00')).toContainText('Full');
  await page.getByRole('button', { name: 'Join waitlist for HIIT Blast at 18:00' }).click();
  await expect(row(page, 'HIIT Blast', '18:00').getByRole('link', { name: /^On waitlist/ })).toBeVisible();

  // Alex cancels from My bookings; the freed place is offered to the first in the queue.
  await alex.goto('/account/bookings/upcoming');
  await alex.getByRole('button', { name: 'Cancel booking HIIT Blast' }).click();
  const cancel = alex.getByRole('dialog', { name: 'Cancel booking: HIIT Blast' });
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancel.getByText('Your booking has been cancelled')).toBeVisible();
  await alexContext.close();

  // The offer is in her account as well as in her email: the dashboard tells of it.
  await page.goto('/account/');
  const offers = page.getByRole('region', { name: 'Places offered to you' });
  await expect(offers.getByRole('heading', { name: 'A place is free: HIIT Blast' })).toBeVisible();
  await expect(offers.getByRole('link', { name: 'View offer: a place in HIIT Blast' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(priya.email)}`);
  const email = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /^A place is free: HIIT Blast/ }) });
  await expect(email.first()).toBeVisible();
  // Without PUBLIC_URL (as here) the link names localhost; the browser here is on 127.0.0.1, so the test
  // follows the link's path on its own origin, where Priya is signed in.
  const address = /(?:https?:\/\/[^/\s]+)?(\/account\/bookings\/\d+)/.exec(
    (await email.first().textContent()) ?? '',
  );
  expect(address).not.toBeNull();
  await page.goto(address?.[1] ?? '');

  await expect(page.getByRole('heading', { name: 'Waitlist: HIIT Blast', level: 1 })).toBeVisible();
  await expect(page.getByText('Place offered')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Accept place for HIIT Blast' }).click();

  await expect(page.getByRole('heading', { name: 'Shopping basket', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem', { name: 'HIIT Blast' }),
  ).toBeVisible();
  await checkOut(page);
  await page.getByRole('button', { name: 'Pay £8.00' }).click();
  const card = page.frameLocator('iframe[title="Card payment form"]');
  await card.getByLabel('Cardholder name').fill('Priya Shah');
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12/30');
  await card.getByLabel('Security code').fill('123');
  await card.getByRole('button', { name: 'Pay £8.00' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({ timeout: 15_000 });

  await page.goto('/account/bookings/upcoming');
  await expect(page.getByRole('listitem', { name: 'HIIT Blast' })).toBeVisible();
});
