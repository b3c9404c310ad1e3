import { readFile } from 'node:fs/promises';
import type { FrameLocator, Page } from '@playwright/test';
import { creditBalance } from './credit-booking';
import { demo, emptyBasket, expect, expectAccessible, londonDate, priya, signInAs, test } from './fixtures';

// Tomorrow in the venue's time zone: nothing has started, and the classes are released. Each test books
// a session of its own (or another day), as all tests of a run share one database.
const tomorrow = londonDate(1);
const dayAfter = londonDate(2);
const classes = (date: string) => `/location/manchester-central/classes/${date}/by-time`;

/** `audit`: axe checks a page the first time a run shows it; later visits of the same page skip it. */
async function openTimetable(page: Page, date: string, audit = false): Promise<void> {
  await page.goto(classes(date));
  await expect(page.getByRole('heading', { name: /^Manchester Central.* timetable$/ })).toBeVisible();
  await expect(page.getByTestId('timetable-session').first()).toBeVisible();
  if (audit) await expectAccessible(page);
}

async function book(page: Page, name: string, time: string): Promise<void> {
  await page.getByRole('button', { name: `Book ${name} at ${time}` }).click();
  await expect(page.getByText('Successfully added item to the basket.').first()).toBeVisible();
}

/** Basket → 'Checkout' → the terms (scrolled to the end, 'I Agree'). */
async function checkOut(page: Page, audit = false): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Shopping basket' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping basket', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your basket' })).toBeVisible();
  if (audit) await expectAccessible(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  const text = dialog.getByRole('region', { name: 'Terms and conditions text' });
  await expect(text).toBeVisible();
  if (audit) await expectAccessible(page);
  // One heading per text: the modal's title, then each text's own title once.
  await expect(dialog.getByRole('heading', { name: 'Booking terms' })).toHaveCount(1);
  await text.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await dialog.getByRole('button', { name: 'I Agree' }).click();
  await expect(dialog).toBeHidden();
  if (audit) await expectAccessible(page);
}

/** Our 'Pay £x' opens the card form, whose own button, named with the amount, is then the only pay button. */
async function enterCard(page: Page, number: string, amount: string, audit = false): Promise<FrameLocator> {
  const card = page.frameLocator('iframe[title="Card payment form"]');
  await expect(card.getByRole('button', { name: `Pay ${amount}` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay\b/ })).toHaveCount(0);
  await card.getByLabel('Cardholder name').fill('Priya Shah');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry (MM/YY)').fill('12/30');
  await card.getByLabel('Security code').fill('123');
  if (audit) await expectAccessible(page);
  await card.getByRole('button', { name: `Pay ${amount}` }).click();
  return card;
}

test.describe('paying by card', () => {
  // A decline and a failed challenge are answered 402 on purpose; the browser logs those statuses.
  test.use({ expectedConsole: /status of 402/ });
  // A real card form and a challenge in a frame, on a machine that may be busy.
  test.setTimeout(60_000);

  test('Priya books a class, pays through a 3-D Secure challenge, and gets her confirmation, email and receipt', async ({
    page,
  }) => {
    await signInAs(page, priya.email);
    await emptyBasket(page);
    await openTimetable(page, tomorrow, true);
    await book(page, 'Yoga Flow', '09:00');
    await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText(/^1\b/);

    await checkOut(page, true);
    await page.getByRole('button', { name: 'Pay £7.50' }).click();
    const card = await enterCard(page, '4000 0027 6000 3184', '£7.50', true);
    // The bank's challenge opens in the same frame.
    await expect(card.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Complete authentication' }).click();

    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
    await expect(page.getByText('Order completed Successfully.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'What you booked' })).toContainText('Yoga Flow');
    await expectAccessible(page);
    const orderId = /\/booking-confirmed\/(\d+)$/.exec(page.url())?.[1];

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download receipt' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(priya.email)}`);
    await expectAccessible(page);
    const email = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: `Your booking is confirmed (order ${orderId})` }) });
    await expect(email).toContainText('Yoga Flow');

    await openTimetable(page, tomorrow);
    const yoga = page.getByTestId('timetable-session').filter({ hasText: 'Yoga Flow' });
    await expect(yoga).toContainText('Booked');
    await expect(page.getByRole('button', { name: 'Book Yoga Flow at 09:00' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveCount(0);
  });

  test('a declined card says so and books nothing', async ({ page }) => {
    await signInAs(page, priya.email);
    await emptyBasket(page);
    await openTimetable(page, tomorrow);
    await book(page, 'HIIT Blast', '18:00');
    await checkOut(page);
    await page.getByRole('button', { name: 'Pay £8.00' }).click();
    const card = await enterCard(page, '4000 0000 0000 0002', '£8.00');
    // A styled error with a heading and the gateway's message, not a bare line of text.
    const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
    await expect(alert).toHaveCSS('border-left-width', '6px');
    await expect(card.getByRole('button', { name: 'Pay £8.00' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Pay\b/ })).toHaveCount(0);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Pay £8.00' })).toBeEnabled();
    await expectAccessible(page);

    await openTimetable(page, tomorrow);
    await expect(page.getByRole('button', { name: 'Book HIIT Blast at 18:00' })).toBeVisible();
    await emptyBasket(page);
  });

  test('a failed 3-D Secure challenge shows the gateway’s message', async ({ page }) => {
    await signInAs(page, priya.email);
    await emptyBasket(page);
    await openTimetable(page, tomorrow);
    await book(page, 'Spin', '19:00');
    await checkOut(page);
    await page.getByRole('button', { name: 'Pay £9.00' }).click();
    const card = await enterCard(page, '4000 0027 6000 3184', '£9.00');
    await card.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'We are unable to authenticate your payment method.' }),
    ).toBeVisible();
    await expectAccessible(page);
    await expect(page).toHaveURL(/\/basket\/checkout$/);
    await emptyBasket(page);
  });
});

test('the card form wears the venue’s font and colours', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, priya.email);
  await emptyBasket(page);
  await openTimetable(page, dayAfter);
  await book(page, 'HIIT Blast', '18:00');
  await checkOut(page);
  await page.getByRole('button', { name: 'Pay £8.00' }).click();
  const pay = page
    .frameLocator('iframe[title="Card payment form"]')
    .getByRole('button', { name: 'Pay £8.00' });
  await expect(pay).toBeVisible();
  // What the page itself shows: Manchester Central's body font and brand colour.
  const brand = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.background = 'var(--colour-brand)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  await expect(pay).toHaveCSS('background-color', brand);
  const first = (family: string) =>
    family
      .split(',')[0]
      ?.trim()
      .replace(/^["']|["']$/g, '');
  const pageFont = first(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily));
  const frameFont = first(await pay.evaluate((button) => getComputedStyle(button).fontFamily));
  expect(frameFont).toBe(pageFont);
  expect(frameFont).not.toBe('Arial');
  await emptyBasket(page);
});

test('a member books a class his membership covers without a card', async ({ page }) => {
  await signInAs(page, demo.email);
  await emptyBasket(page);
  await openTimetable(page, dayAfter);
  await book(page, 'Yoga Flow', '09:00');
  await checkOut(page);
  await expect(page.getByRole('button', { name: 'Complete booking' })).toBeEnabled();
  await expect(page.locator('iframe[title="Card payment form"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  // He holds credit, but nothing is left to pay: no offer of 'up to £0.00'.
  expect(await creditBalance(page)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Credit' })).toHaveCount(0);
  await expect(page.getByText(/up to £0\.00/)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Complete booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Order completed Successfully.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'What you booked' })).toContainText('Yoga Flow');
  await expectAccessible(page);
});
