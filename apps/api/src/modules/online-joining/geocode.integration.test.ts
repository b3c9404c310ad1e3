import { describe, expect, it } from 'vitest';
import { awayFromWindowEnd, useTestApp } from '../../../test/test-app';
import { geocodeReads } from './online-joining.routes';

describe('GET /api/online-joining/geocode', () => {
  const t = useTestApp();
  const search = (term: string, remoteAddress = '203.0.113.7') =>
    t.inject({
      method: 'GET',
      url: `/api/online-joining/geocode?term=${encodeURIComponent(term)}`,
      remoteAddress,
    });

  it('answers the places a search names, best first, with their position and the data’s credit', async () => {
    const res = await search('manchester');
    expect(res.statusCode).toBe(200);
    const { data, attribution } = res.json();
    expect(data[0]).toEqual({
      name: 'Manchester',
      region: 'England',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(data[0].lat).toBeCloseTo(53.48, 1);
    expect(data.length).toBeLessThanOrEqual(8);
    expect(attribution).toMatch(/GeoNames/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers an empty list, not an error, for a search that names no place', async () => {
    const res = await search('Atlantis');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it.each(['', 'a', ' b ', 'x'.repeat(101)])('refuses a search of %j with 422 on the term', async (term) => {
    const res = await search(term);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('term');
  });

  it('limits how often one address may search, saying when to try again', async () => {
    await awayFromWindowEnd(geocodeReads.windowMs);
    const address = '198.51.100.23';
    for (let i = 0; i < geocodeReads.limit; i++)
      expect((await search('leeds', address)).statusCode).toBe(200);
    const refused = await search('leeds', address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by it.
    expect((await search('leeds')).statusCode).toBe(200);
  });
});
