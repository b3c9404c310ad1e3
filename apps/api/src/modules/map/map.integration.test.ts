import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

/** Zoom-8 tiles: Manchester's (land only), the Irish border's, and one of the Atlantic west of Ireland. */
const manchester = '8/126/82';
const irishBorder = '8/122/81';
const atlantic = '8/117/84';

describe('the offline basemap', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, br' }) =>
    t.inject({ method: 'GET', url, headers });

  it('answers a MapLibre style drawing the archive’s tiles, needing no fonts or icons, that any cache may keep a day', async () => {
    const res = await get('/api/map/style.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const style = res.json();
    expect(style.version).toBe(8);
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    expect(style.sources.basemap).toMatchObject({
      type: 'vector',
      tiles: [expect.stringMatching(/^\/api\/map\/tiles\/\{z\}\/\{x\}\/\{y\}\.pbf\?v=[0-9a-f]{12}$/)],
      minzoom: 0,
      maxzoom: 8,
      bounds: [-16, 47, 10, 62],
      attribution: expect.stringContaining('Natural Earth'),
    });
    expect(style.layers.map((layer: { id: string }) => layer.id)).toEqual(['sea', 'land', 'borders']);
  });

  it('answers a tile gzipped as stored, kept for good when asked for at the style’s version', async () => {
    const tiles = (await get('/api/map/style.json')).json().sources.basemap.tiles[0] as string;
    const res = await get(tiles.replace('{z}/{x}/{y}', manchester));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString('latin1')).toContain('land');
  });

  it('holds the land, and the borders where two countries meet', async () => {
    const land = gunzipSync((await get(`/api/map/tiles/${manchester}.pbf`)).rawPayload).toString('latin1');
    const border = gunzipSync((await get(`/api/map/tiles/${irishBorder}.pbf`)).rawPayload).toString('latin1');
    expect(land).toContain('land');
    expect(land).not.toContain('borders');
    expect(border).toContain('borders');
  });

  it('keeps a tile asked for without the current version only a day', async () => {
    for (const query of ['', '?v=000000000000']) {
      const res = await get(`/api/map/tiles/${manchester}.pbf${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
  });

  it('sends a tile unzipped to a client that does not take gzip', async () => {
    const zipped = await get(`/api/map/tiles/${manchester}.pbf`);
    const plain = await get(`/api/map/tiles/${manchester}.pbf`, {});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(gunzipSync(zipped.rawPayload));
  });

  it('answers 204 for open sea and for zooms past the archive’s, which MapLibre draws as empty', async () => {
    for (const tile of [atlantic, '9/252/164']) {
      const res = await get(`/api/map/tiles/${tile}.pbf`);
      expect(res.statusCode, tile).toBe(204);
      expect(res.body).toBe('');
    }
  });

  it('answers 404 for a tile beyond the edge of the world, and 422 for one that is not numbers', async () => {
    expect((await get('/api/map/tiles/2/4/0.pbf')).statusCode).toBe(404);
    expect((await get('/api/map/tiles/2/0/-1.pbf')).statusCode).toBe(422);
    const words = await get('/api/map/tiles/two/0/0.pbf');
    expect(words.statusCode).toBe(422);
    expect(words.json().errors).toHaveProperty('z');
  });
});
