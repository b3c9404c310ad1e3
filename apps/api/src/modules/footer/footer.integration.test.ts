import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('GET /api/activities/footer', () => {
  const t = useTestApp();

  it('answers the operator’s footer, sanitised when it was stored', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/activities/footer' });
    expect(res.statusCode).toBe(200);
    const { html } = res.json().data;
    expect(html).toContain('Privacy notice');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('never stored');
  });

  it('answers a venue’s own footer when it has one, else the operator’s', async () => {
    await t.sql(
      "update venues set footer_html = '<p>Leeds opening hours</p>' where slug = 'leeds-middleton'",
    );
    const leeds = await t.inject({ method: 'GET', url: '/api/activities/footer?venue=leeds-middleton' });
    expect(leeds.json().data.html).toBe('<p>Leeds opening hours</p>');
    const cardiff = await t.inject({ method: 'GET', url: '/api/activities/footer?venue=cardiff-bay' });
    expect(cardiff.json().data.html).toContain('Privacy notice');
  });

  it('cleans a footer again on the way out, inline styles and handlers dropped, whatever was stored', async () => {
    await t.sql(
      `update venues set footer_html = '<p style="color:#fff" onclick="steal()">Leeds</p><script>steal()</script><img src="x" onerror="steal()">' where slug = 'leeds-middleton'`,
    );
    const leeds = await t.inject({ method: 'GET', url: '/api/activities/footer?venue=leeds-middleton' });
    expect(leeds.json().data.html).toBe('<p>Leeds</p><img src="x">');
  });

  it('answers 404 for an unknown venue', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/activities/footer?venue=atlantis' });
    expect(res.statusCode).toBe(404);
  });
});
