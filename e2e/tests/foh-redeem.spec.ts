import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, expectAccessible, test } from './fixtures';
import { writeQrVideo } from './foh-office-camera';
import { saveStaffState, sky, staffStatePath } from './foh-office-sign-in';

/**
 * Redeeming a guest pass at the desk (issue 18): Hannah Price (C100090) sends one to a guest through the API,
 * its code is read from the email in the dev mailbox, and Sky Parker at Manchester Central's desk types it:
 * redeemed, then refused as already redeemed. Hannah has uses left after account-guest-passes.spec.ts.
 */
test.describe.configure({ mode: 'serial' });

const state = staffStatePath('redeem');
test.use({ storageState: state });
let code = '';
test.beforeAll(async ({ browser, playwright }) => {
  test.setTimeout(90_000);
  const hannah = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  code = await sendPassAsHannah(hannah);
  await hannah.dispose();
  await saveStaffState(browser, sky, state);
});

const manchester = 'Manchester Central Pool & Gym';
const guest = { name: 'Desk Guest', email: `desk.guest.${Date.now()}@example.com` };

/** Hannah, in a request context of her own, sends a pass for Manchester; its code comes from the email. */
async function sendPassAsHannah(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/customer/login', {
    data: { username: 'hannah.price@example.com', password: demo.password },
  });
  expect(login.status()).toBe(200);
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'xsrf')?.value ?? '';
  const me = (await (await request.get('/api/auth/user')).json()).data as { id: number };
  const venues = (await (await request.get('/api/venues')).json()).data as { id: number; name: string }[];
  const venue = venues.find((v) => v.name === manchester);
  const sent = await request.post(`/api/v1/users/${me.id}/guestPasses`, {
    headers: { 'x-xsrf-token': xsrf, 'idempotency-key': `e2e-desk-${guest.email}` },
    data: { guest_name: guest.name, guest_email: guest.email, venue_id: venue!.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(guest.email)}`);
  const emails = (await mailbox.json()).data as { text: string }[];
  const code = emails.map((email) => /\/guest-pass\/([A-Za-z0-9_-]{22})/.exec(email.text)?.[1]).find(Boolean);
  expect(code, 'the pass code in the email').toBeTruthy();
  return code!;
}

async function openRedeem(page: Page) {
  await page.goto('/foh/guest-passes');
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem a guest pass' })).toBeVisible();
  await expect(page).toHaveTitle(/Redeem a guest pass/);
  await expect(page.getByRole('main')).toContainText(`The pass is redeemed at ${manchester}`);
}

test('a typed code is redeemed at the desk’s venue, showing the guest, member and dates', async ({
  page,
}) => {
  await openRedeem(page);
  await expectAccessible(page);
  const field = page.getByRole('textbox', { name: 'Pass code' });
  // A typo is caught before anything is sent.
  await field.fill(code.slice(0, 20));
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('A pass code is 22 characters long.')).toBeVisible();

  // Typed as read aloud, in two halves: the spaces are dropped.
  await field.fill(`${code.slice(0, 11)} ${code.slice(11)}`);
  await field.press('Enter');
  const redeemed = page.getByRole('region', { name: 'Redeemed', exact: true });
  await expect(redeemed).toBeVisible();
  await expect(redeemed).toContainText(`Guest${guest.name}`);
  await expect(redeemed).toContainText('MemberHannah Price (C100090)');
  await expect(redeemed).toContainText(`Venue${manchester}`);
  await expect(redeemed).toContainText(/Valid from\d{1,2} \w{3} \d{4} at \d\d:\d\d/);
  await expect(redeemed).toContainText(/Valid until\d{1,2} \w{3} \d{4} at \d\d:\d\d/);
  await expect(redeemed).toContainText(/Redeemed at\d{1,2} \w{3} \d{4} at \d\d:\d\d/);
  await expectAccessible(page);
});

test.describe('the same pass again', () => {
  // The desk's browser logs the API's 409 answer to the second redemption.
  test.use({ expectedConsole: /status of 409/ });

  test('is refused as already redeemed, clearly', async ({ page }) => {
    expect(code).not.toBe('');
    await openRedeem(page);
    await page.getByRole('textbox', { name: 'Pass code' }).fill(code);
    await page.getByRole('button', { name: 'Redeem' }).click();
    const refused = page.getByRole('region', { name: 'Already redeemed' });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('This guest pass has already been redeemed.');
    await expect(page.getByRole('region', { name: 'Redeemed', exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });
});

type CameraPage = { page: Page; live: () => Promise<number>; problems: string[] };

/**
 * A browser of its own whose fake camera shows `video` (a Y4M file), or Chromium's moving test pattern
 * without one, signed in as the desk; `live` counts the camera tracks the page still has running.
 */
async function withCamera(
  playwright: import('@playwright/test').PlaywrightWorkerArgs['playwright'],
  video: string | null,
  use: (camera: CameraPage) => Promise<void>,
) {
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      ...(video ? [`--use-file-for-fake-video-capture=${video}`] : []),
    ],
  });
  const problems: string[] = [];
  try {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: state,
      permissions: ['camera'],
    });
    // Every stream the page opens, to see that the scanner ends it.
    await context.addInitScript(() => {
      const streams: MediaStream[] = [];
      (window as unknown as { openedStreams: MediaStream[] }).openedStreams = streams;
      const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        streams.push(stream);
        return stream;
      };
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && !/status of 409/.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const live = () =>
      page.evaluate(
        () =>
          (window as unknown as { openedStreams: MediaStream[] }).openedStreams
            .flatMap((stream) => stream.getTracks())
            .filter((track) => track.readyState === 'live').length,
      );
    await use({ page, live, problems });
  } finally {
    await browser.close();
  }
  expect(problems).toEqual([]);
}

test('the camera reads the pass’s QR code (jsQR, as Chromium on Linux has no BarcodeDetector), then stops', async ({
  playwright,
}) => {
  expect(code).not.toBe('');
  // The redeemed pass held up to the camera: the scan is refused as the typed code was.
  const video = join(tmpdir(), `foh-pass-${Date.now()}.y4m`);
  await writeQrVideo(code, video);
  await withCamera(playwright, video, async ({ page, live }) => {
    await openRedeem(page);
    await page.getByRole('button', { name: 'Start camera' }).click();
    const refused = page.getByRole('region', { name: 'Already redeemed' });
    await expect(refused).toBeVisible({ timeout: 15_000 });
    await expect(refused).toContainText('This guest pass has already been redeemed.');
    // A code read stops the camera.
    await expect(page.getByLabel('Camera preview')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
    expect(await live()).toBe(0);
  });
});

test('the camera is stopped when the desk leaves the page while it looks for a code', async ({
  playwright,
}) => {
  await withCamera(playwright, null, async ({ page, live }) => {
    await openRedeem(page);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(page.getByLabel('Camera preview')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Hold the pass’s QR code up to the camera.' }),
    ).toBeVisible();
    await expect.poll(live).toBe(1);
    await expectAccessible(page);
    await page
      .getByRole('navigation', { name: 'Front of house' })
      .getByRole('link', { name: 'Review queues' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review queues' })).toBeVisible();
    await expect.poll(live).toBe(0);
  });
});
