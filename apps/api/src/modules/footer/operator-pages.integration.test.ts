import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('GET /api/activities/pages/:page', () => {
  const t = useTestApp();

  it('answers the operator’s terms and privacy pages, sanitised when they were stored', async () => {
    const terms = await t.inject({ method: 'GET', url: '/api/activities/pages/terms' });
    expect(terms.statusCode).toBe(200);
    expect(terms.json().data.html).toContain('<h2>Cancellations and refunds</h2>');
    expect(terms.json().data.html).not.toContain('<script');

    const privacy = await t.inject({ method: 'GET', url: '/api/activities/pages/privacy' });
    expect(privacy.statusCode).toBe(200);
    expect(privacy.json().data.html).toContain('<h2>Your rights</h2>');
    expect(privacy.json().data.html).not.toContain('onerror');
  });

  it('sanitises again when it serves a page, whatever was written to the row', async () => {
    await t.sql(
      `update clients set privacy_page_html = '<p onclick="steal()">Ours</p><script>steal()</script><a href="javascript:steal()">x</a>'`,
    );
    const res = await t.inject({ method: 'GET', url: '/api/activities/pages/privacy' });
    expect(res.statusCode).toBe(200);
    const { html } = res.json().data;
    expect(html).toContain('<p>Ours</p>');
    expect(html).not.toMatch(/script|onclick|javascript:/);
  });

  it('answers 404 when the operator has no such page, or nothing left once sanitised', async () => {
    await t.sql("update clients set terms_page_html = ''");
    const empty = await t.inject({ method: 'GET', url: '/api/activities/pages/terms' });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('This page has not been written yet.');

    await t.sql(`update clients set terms_page_html = '<script>steal()</script>'`);
    expect((await t.inject({ method: 'GET', url: '/api/activities/pages/terms' })).statusCode).toBe(404);
  });

  it('answers 404 for a page that is not one of the operator’s pages', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/activities/pages/cookies' });
    expect(res.statusCode).toBe(404);
  });
});
