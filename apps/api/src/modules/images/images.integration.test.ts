import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createImagesRepository } from './images.repository';
import { createImagesService } from './images.service';
import { NotAPictureError } from './picture-variants';

type Picture = { width: number; height: number; src: string; sources: { type: string; srcset: string }[] };

describe('pictures of venues and activities', () => {
  const t = useTestApp();
  const venuePicture = async (slug = 'manchester-central') =>
    (await t.inject({ method: 'GET', url: `/api/venues/${slug}` })).json().data.image as Picture;
  const urlsOf = (picture: Picture) =>
    picture.sources.flatMap((source) => source.srcset.split(', ').map((entry) => entry.split(' ')[0]!));

  it('gives every demo venue a 3:2 picture in AVIF and WebP at 320, 640 and 1024 px', async () => {
    const venues = (await t.inject({ method: 'GET', url: '/api/venues' })).json().data as {
      image: Picture;
    }[];
    for (const venue of venues) expect(venue.image).not.toBeNull();
    const picture = await venuePicture();
    expect(picture).toMatchObject({ width: 1024, height: 683 });
    expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(picture.sources[0]!.srcset).toMatch(
      /^\/api\/images\/[a-f0-9]{32}\/320\.avif 320w, .+ 640w, .+ 1024w$/,
    );
  });

  it('serves each variant at its width, with its content type, cacheable for good', async () => {
    const picture = await venuePicture();
    for (const url of urlsOf(picture)) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const format = url.endsWith('.avif') ? 'avif' : 'webp';
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      const width = Number(/\/(\d+)\.\w+$/.exec(url)![1]);
      expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(format);
      expect([meta.width, meta.height]).toEqual([width, Math.round((width * 2) / 3)]);
    }
  });

  it('answers 304 to a cache that already holds the variant', async () => {
    const url = (await venuePicture()).src;
    const first = await t.inject({ method: 'GET', url });
    const again = await t.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for a picture that is not kept, or not this operator’s', async () => {
    const missing = await t.inject({ method: 'GET', url: `/api/images/${'0'.repeat(32)}/640.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    await t.sql("update clients set hosts = '{everyday.example}'");
    await t.sql("insert into clients (name, hosts) values ('Harbour Pools', '{harbour.example}')");
    const url = (await venuePicture()).src;
    const elsewhere = await t.inject({ method: 'GET', url, headers: { host: 'harbour.example' } });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses an address that is not a picture’s: other widths, formats and paths', async () => {
    const hash = /\/api\/images\/([a-f0-9]{32})\//.exec((await venuePicture()).src)![1]!;
    for (const url of [
      `/api/images/${hash}/800.webp`,
      `/api/images/${hash}/640.png`,
      `/api/images/${hash}/640.webp.svg`,
      `/api/images/${hash.toUpperCase()}/640.webp`,
      '/api/images/..%2F..%2F..%2Fetc/passwd',
      `/api/images/${hash}/..%2F..%2Fpackage.json`,
      `/api/images/%2E%2E/${hash}`,
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect([404, 422], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    expect((await t.inject({ method: 'GET', url: '/api/images/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('keeps a picture given as bytes once, and refuses what is not a JPEG, PNG or WebP', async () => {
    const images = createImagesService(createImagesRepository(t.database.db));
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const clientId = 1;
    const id = await images.store(clientId, jpeg);
    expect(await images.store(clientId, jpeg)).toBe(id);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>',
    );
    await expect(images.store(clientId, svg)).rejects.toBeInstanceOf(NotAPictureError);
    await expect(images.store(clientId, Buffer.from('\x89PNG\r\n\x1a\nnot really'))).rejects.toBeInstanceOf(
      NotAPictureError,
    );
  });

  it('gives activities their pictures in what a venue offers', async () => {
    const categories = (
      await t.inject({ method: 'GET', url: '/api/activities/venue/manchester-central/categories' })
    ).json().data as { activities: { slug: string; image: Picture | null }[] }[];
    const activities = categories.flatMap((c) => c.activities);
    expect(activities.length).toBeGreaterThan(0);
    for (const activity of activities) expect(activity.image, activity.slug).toMatchObject({ width: 1024 });
  });
});
