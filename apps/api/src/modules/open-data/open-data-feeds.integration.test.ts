import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kioskDeviceCookie } from '@leisure/contracts/foh-kiosk-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedNames, feedReader } from '../../../test/fixtures/open-data-fixtures';
import { testConfig, useTestApp } from '../../../test/test-app';
import { createServices } from '../../services';

type Rows<T> = { rows: T[] };

const kindOf = {
  'session-series': 'SessionSeries',
  'scheduled-sessions': 'ScheduledSession',
  'course-instances': 'CourseInstance',
  'facility-uses': 'FacilityUse',
  slots: 'Slot',
};
/** RPDE names a Slot under its facility. */
const rpdeKindOf = { ...kindOf, slots: 'FacilityUse/Slot' };

/** The RPDE feeds over HTTP as a consumer meets them: paging, the last page, errors, headers and the sweep. */
describe('OpenActive RPDE feeds', () => {
  const t = useTestApp();
  const host = 'everyday.example';
  const feeds = feedReader(t, host);
  const one = async <T>(text: string) => ((await t.sql(text)) as Rows<T>).rows[0]!;
  let sweep: () => Promise<number>;

  beforeAll(() => {
    const { openData } = createServices(t.database.db, testConfig());
    sweep = () => t.database.db.transaction((tx) => openData.sweep(tx, new Date()));
  });

  it('pages each feed in (modified, id) order to a last page that names itself, each item once', async () => {
    for (const feed of feedNames) {
      const { items, next } = await feeds.walk(`/openactive/feeds/${feed}`);
      const { count } = await one<{ count: number }>(
        `select count(*)::int as count from open_data_items where kind = '${kindOf[feed]}'`,
      );
      expect(new Set(items.map((item) => item.kind)), feed).toEqual(
        new Set(items.length ? [rpdeKindOf[feed]] : []),
      );
      expect(items.length, feed).toBe(count);
      for (let i = 1; i < items.length; i++) {
        const [a, b] = [items[i - 1]!, items[i]!];
        expect(a.modified < b.modified || (a.modified === b.modified && a.id < b.id), feed).toBe(true);
      }
      const last = items.at(-1);
      if (last)
        expect(next).toBe(
          `http://${host}/openactive/feeds/${feed}?afterTimestamp=${last.modified}&afterId=${last.id}`,
        );
      expect(typeof last?.modified, feed).toBe(last ? 'number' : 'undefined');
    }
    // The demo's timetable fills the class feeds past one page.
    const series = await feeds.walk('/openactive/feeds/scheduled-sessions');
    expect(series.pages).toBeGreaterThan(2);
  });

  it('answers a page with items and the last page with the headers a consumer and the validator expect', async () => {
    const first = await feeds.get('/openactive/feeds/scheduled-sessions');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['set-cookie']).toBeUndefined();
    const body = first.json();
    expect(body.license).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(body.items).toHaveLength(500);
    // camelCase as OpenActive writes it: the wire's snake_case never reaches these bodies.
    expect(JSON.stringify(body)).toContain('remainingAttendeeCapacity');
    expect(JSON.stringify(body)).not.toContain('remaining_attendee_capacity');

    const { next } = await feeds.walk('/openactive/feeds/scheduled-sessions');
    const last = await feeds.get(feeds.pathOf(next));
    expect(last.json()).toEqual({ next, items: [], license: body.license });
    expect(last.headers['cache-control']).toBe('public, max-age=8');

    // A consumer polling the last page is told nothing changed in a few bytes.
    const again = await t.inject({
      method: 'GET',
      url: feeds.pathOf(next),
      headers: { host, 'if-none-match': String(last.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers an empty feed with a last page whose next is the bare feed', async () => {
    await t.sql("update clients set hosts = '{everyday.example}'");
    const other = await one<{ id: number }>(
      "insert into clients (name, hosts) values ('Quiet Baths', '{quiet.example}') returning id",
    );
    const quiet = feedReader(t, 'quiet.example');
    const res = await quiet.get('/openactive/feeds/slots');
    expect(res.json()).toEqual({
      next: 'http://quiet.example/openactive/feeds/slots',
      items: [],
      license: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(res.headers['cache-control']).toBe('public, max-age=8');
    expect(other.id).toBeGreaterThan(0);
  });

  it.each([
    ['afterTimestamp=abc&afterId=1', 'afterTimestamp'],
    ['afterTimestamp=-5&afterId=1', 'afterTimestamp'],
    ['afterTimestamp=1.5&afterId=1', 'afterTimestamp'],
    ['afterTimestamp=99999999999999999999&afterId=1', 'afterTimestamp'],
    ['afterTimestamp=9007199254740992&afterId=1', 'afterTimestamp'],
    ['afterTimestamp=5&afterId=2147483648', 'afterId'],
    ['afterTimestamp=5&afterId=x', 'afterId'],
    ['afterTimestamp=5', 'afterId'],
    ['afterId=5', 'afterTimestamp'],
    ['afterTimestamp=5&afterTimestamp=6&afterId=1', 'afterTimestamp'],
  ])('refuses ?%s with a 400 naming %s', async (query, name) => {
    const res = await feeds.get(`/openactive/feeds/session-series?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().message).toContain(name);
    expect(Object.keys(res.json().errors)).toEqual([name]);
  });

  it('takes the largest position a validator asks for as the (empty) end of the feed', async () => {
    const url = '/openactive/feeds/session-series?afterTimestamp=9007199254740991&afterId=2147483647';
    const res = await feeds.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], next: `http://${host}${url}` });
  });

  it('404s an unknown feed, any other path under /openactive, and a host no operator owns', async () => {
    await t.sql("update clients set hosts = '{everyday.example}' where hosts = '{}'");
    expect((await feeds.get('/openactive/feeds/sessions')).statusCode).toBe(404);
    expect((await feeds.get('/openactive/feeds')).statusCode).toBe(404);
    expect((await feeds.get('/openactive/anything')).statusCode).toBe(404);
    const stranger = feedReader(t, 'stranger.example');
    for (const url of ['/openactive', '/openactive/dataset', '/openactive/feeds/slots']) {
      expect((await stranger.get(url)).statusCode, url).toBe(404);
    }
  });

  it('answers a CORS preflight and HEAD without a body', async () => {
    const preflight = await t.inject({
      method: 'OPTIONS',
      url: '/openactive/feeds/slots',
      headers: { host, origin: 'https://app.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('GET');
    const head = await t.inject({ method: 'HEAD', url: '/openactive/feeds/slots', headers: { host } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends no cookie and sets no session even to a browser that has them, a kiosk’s included', async () => {
    for (const url of ['/openactive/feeds/facility-uses', '/openactive', '/openactive/dataset']) {
      const res = await t.inject({
        method: 'GET',
        url,
        headers: { host, cookie: `session=whatever; xsrf=x; ${kioskDeviceCookie}=${'k'.repeat(43)}` },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['set-cookie'], url).toBeUndefined();
      expect(res.headers['cache-control'], url).toMatch(/^public/);
    }
  });

  it('lists a past session as deleted (no data) after the sweep, and not at all after the retention window', async () => {
    const { next } = await feeds.walk('/openactive/feeds/scheduled-sessions');
    // A live future session whose end is moved into the past, as the clock would.
    const { source_id: id } = await one<{ source_id: number }>(
      `select source_id from open_data_items where kind = 'ScheduledSession' and deleted_at is null
       order by source_id limit 1`,
    );
    await t.sql(
      `update open_data_items set ends_at = now() - interval '1 minute' where kind = 'ScheduledSession' and source_id = ${id}`,
    );
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const ended = await feeds.walk(next);
    // Demo sessions that ended since the seed go too; every item the sweep moved is deleted, with no data.
    expect(ended.items.find((item) => item.id === id)).toEqual({
      state: 'deleted',
      kind: 'ScheduledSession',
      id,
      modified: expect.any(Number),
    });
    expect(ended.items.every((item) => item.state === 'deleted' && !('data' in item))).toBe(true);
    // Swept again, nothing new: a deleted item is not told twice.
    await sweep();
    expect((await feeds.walk(ended.next)).items).toEqual([]);

    await t.sql(
      `update open_data_items set deleted_at = now() - interval '7 days 1 minute' where kind = 'ScheduledSession' and source_id = ${id}`,
    );
    await sweep();
    const { items } = await feeds.walk('/openactive/feeds/scheduled-sessions');
    expect(items.some((item) => item.id === id)).toBe(false);
    expect(
      await one<{ count: number }>(
        `select count(*)::int as count from open_data_items where source_id = ${id} and kind = 'ScheduledSession'`,
      ),
    ).toEqual({ count: 0 });
  });
});

/** With the web app served, its page fallback still leaves every /openactive address to the open data. */
describe('OpenActive feeds beside the web app', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'open-data-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>The web app</title>');
  const t = useTestApp({ WEB_DIST: webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('answers open data, or a 404, never the web app’s page', async () => {
    const get = (url: string) => t.inject({ method: 'GET', url });
    expect((await get('/somewhere')).body).toContain('The web app');
    const feed = await get('/openactive/feeds/slots');
    expect(feed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await get('/openactive')).body).toContain('Everyday Leisure');
    for (const url of ['/openactive/feeds/nothing', '/openactive/elsewhere', '/openactive/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('The web app');
    }
  });
});
