import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('GET /api/frontend/theme', () => {
  const t = useTestApp();

  it('answers the operator theme in snake_case inside data', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/frontend/theme' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      theme_app_primary_colour: '#6b2fa0',
      theme_app_body_font_style: 'Roboto',
      theme_app_header_bg_colour: '#1d1d26',
      theme_app_logo: '/media/logos/everyday-leisure.svg',
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('puts a venue’s own values over the operator’s', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/frontend/theme?venue=manchester-central' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      theme_app_primary_colour: '#00796b',
      theme_app_heading_font_style: 'garage gothic',
      theme_app_logo: '/media/logos/manchester.svg',
      // not set by the venue: the operator's value
      theme_app_secondary_colour_2: '#f2b705',
    });
  });

  it('gives a venue without a theme of its own the operator’s', async () => {
    const plain = await t.inject({ method: 'GET', url: '/api/frontend/theme' });
    const leeds = await t.inject({ method: 'GET', url: '/api/frontend/theme?venue=leeds-middleton' });
    expect(leeds.json()).toEqual(plain.json());
  });

  it('drops null values instead of sending them', async () => {
    await t.sql(
      'update themes set theme_app_logo = null, theme_app_dark_bg_colour = null where venue_id is null',
    );
    const res = await t.inject({ method: 'GET', url: '/api/frontend/theme' });
    const data = res.json().data;
    expect(data).not.toHaveProperty('theme_app_logo');
    expect(data).not.toHaveProperty('theme_app_dark_bg_colour');
    expect(Object.values(data)).not.toContain(null);
  });

  it('answers 404 for a venue that does not exist, so the app retries without it', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/frontend/theme?venue=atlantis' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Unable to complete request, item not found.' });
  });

  it('refuses an over-long venue with 422 and the field named', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/frontend/theme?venue=${'x'.repeat(200)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('venue');
  });
});

describe('GET /api/frontend/theme during planned maintenance', () => {
  const t = useTestApp({ MAINTENANCE_MODE: 'true' });

  it('answers 503 so the app shows the maintenance page', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/frontend/theme' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Service disruption' });
  });

  it('keeps health answering', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
