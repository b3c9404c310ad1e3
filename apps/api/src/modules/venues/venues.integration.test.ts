import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('GET /api/venues', () => {
  const t = useTestApp();

  it('lists the operator’s venues by name, without a distance when no position is given', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/venues' });
    expect(res.statusCode).toBe(200);
    const venues = res.json().data;
    expect(venues.length).toBeGreaterThanOrEqual(8);
    const names = venues.map((v: { name: string }) => v.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(venues[0]).toMatchObject({ distance: null });
    expect(Object.keys(venues[0])).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'slug',
        'postcode',
        'lat',
        'lng',
        'time_zone',
        'display_venue_selection_button',
        'activities_v2_enabled',
        'can_display_ineligible_memberships',
      ]),
    );
  });

  it('puts the nearest first with the distance in miles to one decimal', async () => {
    // Manchester Piccadilly station
    const res = await t.inject({ method: 'GET', url: '/api/venues?lat=53.4774&lng=-2.2309' });
    const venues = res.json().data as { slug: string; distance: number }[];
    expect(venues[0]!.slug).toBe('manchester-central');
    expect(venues[0]!.distance).toBe(0.7);
    const distances = venues.map((v) => v.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const d of distances) expect(Math.round(d * 10) / 10).toBe(d);
  });

  it('carries each venue’s own time zone', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/venues/st-helier-fort-regent' });
    expect(res.json().data).toMatchObject({ time_zone: 'Europe/Jersey', city: 'St Helier, Jersey' });
  });

  it.each([
    ['lat=91&lng=0', 'lat'],
    ['lat=abc&lng=0', 'lat'],
    ['lat=51', 'lat'],
    ['lat=51&lng=200', 'lng'],
  ])('refuses a bad position (%s) with 422 naming the field', async (query, field) => {
    const res = await t.inject({ method: 'GET', url: `/api/venues?${query}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
  });

  const slugs = async (query: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/venues?${query}` });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { slug: string }[]).map((v) => v.slug);
  };

  it('keeps only the venues within the radius, nearest first', async () => {
    // Leeds city centre: Middleton is about 3 miles off, Manchester about 36.
    expect(await slugs('lat=53.7997&lng=-1.5492&radius=5')).toEqual(['leeds-middleton']);
    expect(await slugs('lat=53.7997&lng=-1.5492&radius=1')).toEqual([]);
    const wide = await slugs('lat=53.7997&lng=-1.5492&radius=40');
    expect(wide.slice(0, 2)).toEqual(['leeds-middleton', 'manchester-central']);
  });

  it('finds venues by words of their name, their town or the start of their postcode, case and spaces aside', async () => {
    expect(await slugs('q=middleton')).toEqual(['leeds-middleton']);
    expect(await slugs('q=POOL%20%26%20GYM')).toEqual(['manchester-central']);
    expect(await slugs('q=newcastle%20upon')).toEqual(['newcastle-quayside']);
    expect(await slugs('q=ls115')).toEqual(['leeds-middleton']);
    expect(await slugs('q=atlantis')).toEqual([]);
    // A search and a position together: both apply.
    expect(await slugs('q=leisure&lat=51.45&lng=-2.6&radius=10')).toEqual(['bristol-hengrove']);
  });

  it.each([
    ['radius=5', 'radius'],
    ['lat=51&lng=0&radius=0', 'radius'],
    ['lat=51&lng=0&radius=101', 'radius'],
    ['lat=51&lng=0&radius=far', 'radius'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('refuses a bad search (%s) with 422 naming the field', async (query, field) => {
    const res = await t.inject({ method: 'GET', url: `/api/venues?${query}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('answers one venue by slug, and 404 for an unknown one', async () => {
    const found = await t.inject({ method: 'GET', url: '/api/venues/leeds-middleton' });
    expect(found.json().data).toMatchObject({ name: 'Leeds Middleton Leisure Centre', postcode: 'LS11 5DJ' });
    const missing = await t.inject({ method: 'GET', url: '/api/venues/atlantis' });
    expect(missing.statusCode).toBe(404);
  });
});
