import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { demo, useTestApp } from '../../../test/test-app';

describe('the sandbox card form in the venue’s theme', () => {
  const t = useTestApp();
  let url: string;

  beforeAll(async () => {
    const f = await createCheckoutFixtures(t);
    const alex = await f.signIn(demo.username);
    await f.basketWith(alex, await f.session());
    const start = await f.post(alex, '/api/checkout/payment', { idempotency_key: `theme-${Date.now()}` });
    url = start.json().data.card_form_url;
  }, 120_000);

  it('names the amount on its one pay button', async () => {
    const page = await t.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<button type="submit" id="pay">Pay £\d+\.\d\d<\/button>/);
    expect(page.body).not.toContain('Pay now');
  });

  it('wears the font and colours it is given, with the font served beside it', async () => {
    const themed = `${url}&font=Open%20Sans&accent=%2300796b&on_accent=%23ffffff&ink=%231d1d26`;
    const page = await t.inject({ method: 'GET', url: themed });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("font-family:'Open Sans',system-ui,sans-serif");
    expect(page.body).toContain('button:not(.secondary){background:#00796b}');
    expect(page.body).toContain('/gateway/sandbox/fonts/open-sans-latin-400-normal.woff2');
    expect(String(page.headers['content-security-policy'])).toContain("font-src 'self'");

    const font = await t.inject({
      method: 'GET',
      url: '/gateway/sandbox/fonts/open-sans-latin-400-normal.woff2',
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('drops a value that is not a theme’s, and never echoes it into the page', async () => {
    const hostile = `${url}&font=${encodeURIComponent("x'}body{background:url(//evil)}")}&accent=${encodeURIComponent('red;}*{display:none')}`;
    const page = await t.inject({ method: 'GET', url: hostile });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('evil');
    expect(page.body).not.toContain('display:none');
    expect(page.body).toContain('font-family:Arial,sans-serif');
  });

  it('serves only the fonts it knows', async () => {
    for (const file of [
      '../../package.json',
      'comic-sans-latin-400-normal.woff2',
      'roboto-latin-900-normal.woff2',
    ]) {
      const res = await t.inject({
        method: 'GET',
        url: `/gateway/sandbox/fonts/${encodeURIComponent(file)}`,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
