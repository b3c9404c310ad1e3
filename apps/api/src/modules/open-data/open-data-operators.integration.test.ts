import { beforeAll, describe, expect, inject, it } from 'vitest';
import { feedNames, feedReader } from '../../../test/fixtures/open-data-fixtures';
import { useTestApp } from '../../../test/test-app';

type Rows<T> = { rows: T[] };

/** Each operator publishes only its own timetable, from its own host. */
describe('OpenActive feeds across operators', () => {
  const t = useTestApp();
  const rows = async <T>(text: string) => ((await t.sql(text)) as Rows<T>).rows;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await t.sql("update clients set hosts = '{everyday.example}'");
    const [harbour] = await rows<{ client: number; activity: number }>(`
      with other as (
        insert into clients (name, hosts) values ('Harbour Pools', '{harbour.example}') returning id
      ), venue as (
        insert into venues (client_id, name, slug, address1, city, postcode, lat, lng)
        select id, 'Harbour Lido', 'harbour-lido', 'Quay Road', 'Penzance', 'TR18 4DF', 50.1163, -5.5329 from other
        returning id, client_id
      ), category as (
        insert into activity_categories (client_id, slug, name, kind) select client_id, 'swimming', 'Swimming', 'swimming' from venue
        returning id, client_id
      )
      insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes)
      select venue.client_id, venue.id, category.id, 'open-water', 'Open Water', 60 from venue, category
      returning client_id as client, id as activity`);
    ids.harbour = harbour!.client;
    await t.sql(`
      insert into pricing_options (client_id, activity_id, kind, name, price)
      values (${harbour!.client}, ${harbour!.activity}, 'payg', 'Swim', 450)`);
    await t.sql(`
      with lane as (
        insert into locations (client_id, venue_id, name, slug, type)
        select client_id, venue_id, 'Lido', 'lido', 'pool' from activities where id = ${harbour!.activity}
        returning id, client_id, venue_id
      )
      insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity)
      select lane.client_id, ${harbour!.activity}, lane.venue_id, lane.id,
             now() + d * interval '1 day', now() + d * interval '1 day' + interval '1 hour', 30
        from lane, generate_series(1, 3) d`);
    ids.everyday = (
      await rows<{ id: number }>("select id from clients where name <> 'Harbour Pools'")
    )[0]!.id;
  });

  /** Every item id of every feed as one operator's host lists it, by kind. */
  async function listed(host: string) {
    const feeds = feedReader(t, host);
    const byKind: Record<string, number[]> = {};
    for (const feed of feedNames) {
      for (const item of (await feeds.walk(`/openactive/feeds/${feed}`)).items) {
        byKind[item.kind] = [...(byKind[item.kind] ?? []), item.id];
      }
    }
    return byKind;
  }
  async function owned(clientId: number) {
    const byKind: Record<string, number[]> = {};
    for (const { kind, id } of await rows<{ kind: string; id: number }>(
      `select kind, source_id as id from open_data_items where client_id = ${clientId} order by modified, source_id`,
    )) {
      // RPDE names a Slot under its facility.
      const rpdeKind = kind === 'Slot' ? 'FacilityUse/Slot' : kind;
      byKind[rpdeKind] = [...(byKind[rpdeKind] ?? []), id];
    }
    return byKind;
  }

  it('lists exactly its own items on each operator’s host, and none of the other’s', async () => {
    const harbour = await listed('harbour.example');
    expect(harbour).toEqual(await owned(ids.harbour!));
    expect(Object.keys(harbour).sort()).toEqual(['ScheduledSession', 'SessionSeries']);
    expect(harbour.ScheduledSession).toHaveLength(3);
    expect(await listed('everyday.example')).toEqual(await owned(ids.everyday!));
  });

  it('names its own host in every item and next, never the other’s', async () => {
    const harbour = feedReader(t, 'harbour.example');
    for (const feed of ['session-series', 'scheduled-sessions']) {
      const page = (await harbour.get(`/openactive/feeds/${feed}`)).body;
      expect(page).toContain('http://harbour.example/');
      expect(page).not.toContain('everyday.example');
    }
    const series = (await harbour.get('/openactive/feeds/session-series')).body;
    expect(series).toContain('Open Water');
    expect(series).toContain('Harbour Lido');
  });

  it('describes each operator’s own dataset and feeds on its own host', async () => {
    for (const [host, name] of [
      ['harbour.example', 'Harbour Pools'],
      ['everyday.example', 'Everyday Leisure'],
    ] as const) {
      const res = await feedReader(t, host).get('/openactive/dataset');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/ld+json; charset=utf-8');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const dataset = res.json();
      expect(dataset.publisher.name).toBe(name);
      expect(dataset.distribution.map((d: { contentUrl: string }) => d.contentUrl)).toEqual(
        feedNames.map((feed) => `http://${host}/openactive/feeds/${feed}`),
      );
      const site = await feedReader(t, host).get('/openactive');
      expect(site.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(site.body).toContain(name);
      expect(site.body).not.toContain(host === 'harbour.example' ? 'everyday.example' : 'harbour.example');
    }
  });

  it('404s every open-data address on a host no operator owns', async () => {
    const stranger = feedReader(t, 'stranger.example');
    for (const url of [
      '/openactive',
      '/openactive/dataset',
      ...feedNames.map((f) => `/openactive/feeds/${f}`),
    ]) {
      expect((await stranger.get(url)).statusCode, url).toBe(404);
    }
  });

  it.runIf(inject('postgresTemplate'))(
    'reads a page by a range scan of open_data_items_feed_idx',
    async () => {
      await t.sql('analyze open_data_items');
      // The repository's page query, as it runs for a consumer part-way along the demo's sessions.
      const [middle] = await rows<{ modified: string; source_id: number }>(
        `select modified, source_id from open_data_items where client_id = ${ids.everyday} and kind = 'ScheduledSession'
       order by modified, source_id offset 100 limit 1`,
      );
      const plan = (
        await rows<{ 'QUERY PLAN': string }>(`
        explain select source_id, modified, deleted_at from open_data_items
         where client_id = ${ids.everyday} and kind = 'ScheduledSession'
           and (modified, source_id) > (${middle!.modified}::bigint, ${middle!.source_id}::int)
           and modified < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
         order by modified, source_id limit 500`)
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Index Scan using open_data_items_feed_idx/);
      expect(plan).not.toMatch(/Sort|Seq Scan/);
      expect(plan).toMatch(/Index Cond: .*ROW\(modified, source_id\) > ROW/);
    },
  );
});
