import { demo, expect, expectAccessible, test } from './fixtures';
import { staffRequest } from './kiosk-staff';

test.use({ expectedConsole: /401/ });

/**
 * Decision 054: staff mint a hand-off code for a customer; the embedded page opened with it is signed in as
 * them, the code gone from the address; the same code a second time, or an ordinary session token, is not.
 */
test('the hand-off opens the customer’s embedded pages once, the code gone from the address', async ({
  page,
  browser,
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const customer = await playwright.request.newContext({ baseURL });
  const login = await customer.post('/api/auth/customer/login', {
    data: { username: demo.email, password: demo.password },
  });
  const { token: sessionToken, data: alex } = await login.json();

  const staff = await playwright.request.newContext({ baseURL });
  const headers = await staffRequest(staff);
  const minted = await staff.post('/api/foh/handoff', { headers, data: { customer_id: alex.id } });
  expect(minted.status(), await minted.text()).toBe(200);
  const { code, url } = (await minted.json()).data;
  expect(url).toBe(`/account/?embedded=true&token=${code}`);

  await page.goto(url);
  await expect(page.getByText('Welcome Alex')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/\?embedded=true$/);
  expect(page.url()).not.toContain(code);
  // Embedded: no header or footer of ours around the page.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectAccessible(page);

  // The same code in another browser: spent, so nobody is signed in, and it is gone from there too.
  const other = await browser.newContext({ baseURL });
  const again = await other.newPage();
  await again.goto(url);
  await expect(again).not.toHaveURL(/token/);
  await expect(again.getByText('Welcome Alex')).toHaveCount(0);
  expect((await again.request.get('/api/auth/user')).status()).toBe(401);

  // An ordinary session token in the address is refused there.
  const third = await (await browser.newContext({ baseURL })).newPage();
  await third.goto(`/account/?embedded=true&token=${sessionToken}`);
  await expect(third).not.toHaveURL(/token/);
  await expect(third.getByText('Welcome Alex')).toHaveCount(0);
  expect((await third.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();
  await customer.dispose();
  await staff.dispose();
});
