import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FeedItem, feedReader } from '../../../test/fixtures/open-data-fixtures';
import { databaseUrlFor } from '../../../test/postgres-databases';
import { useTestApp } from '../../../test/test-app';

type Rows<T> = { rows: T[] };

const changes = 200;
const sessions = 20;

/**
 * Many transactions at once, some held open while later ones commit first, while a consumer polls: only a
 * real server runs transactions side by side (PGlite has one connection), so this runs on PostgreSQL only.
 * A change's `modified` is taken when its transaction first writes, so a slow one commits with a lower
 * `modified` than changes already committed; the page's horizon is what keeps the consumer from passing it.
 */
describe.skipIf(!inject('postgresTemplate'))('OpenActive feeds under concurrent changes', () => {
  const t = useTestApp();
  const feeds = feedReader(t, 'everyday.example');
  const one = async <T>(text: string) => ((await t.sql(text)) as Rows<T>).rows[0]!;
  /** Connections of its own beside the app's pool of four, so changes really overlap. */
  let writers: pg.Pool;
  let activityId: number;
  let occurrenceIds: number[];

  beforeAll(async () => {
    const { datname } = await one<{ datname: string }>('select current_database() as datname');
    writers = new pg.Pool({
      connectionString: databaseUrlFor(inject('postgresTemplate').url, datname),
      max: 16,
    });
    ({ id: activityId } = await one<{ id: number }>(`
      with made as (
        insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes)
        select a.client_id, a.venue_id, a.category_id, 'race-class', 'Race class', 45 from activities a
         join venues v on v.id = a.venue_id where v.slug = 'manchester-central' and a.slug = 'spin'
        returning id, client_id)
      insert into pricing_options (client_id, activity_id, kind, name, price)
      select client_id, id, 'payg', 'Pay as you go', 500 from made returning activity_id as id`));
    const { rows } = (await t.sql(`
      insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity, booked_count)
      select a.client_id, a.id, a.venue_id, l.id, now() + d * interval '1 hour', now() + d * interval '1 hour' + interval '45 minutes', 1000, 500
        from activities a
        join lateral (select id from locations where venue_id = a.venue_id order by id limit 1) l on true,
             generate_series(1, ${sessions}) d
       where a.id = ${activityId}
      returning id`)) as Rows<{ id: number }>;
    occurrenceIds = rows.map((row) => row.id);
  });
  afterAll(() => writers?.end());

  /** One change in a transaction of its own; a slow one writes first, then holds its transaction open. */
  async function change(n: number) {
    const client = await writers.connect();
    try {
      await client.query('begin');
      const session = occurrenceIds[n % sessions]!;
      if (n % 7 === 0) {
        await client.query('update pricing_options set price = $1 where activity_id = $2 and kind = $3', [
          500 + n,
          activityId,
          'payg',
        ]);
      } else {
        const step = n % 2 === 0 ? 1 : -1;
        await client.query('update occurrences set booked_count = booked_count + $1 where id = $2', [
          step,
          session,
        ]);
      }
      if (n % 10 === 3) await client.query('select pg_sleep($1)', [0.2 + (n % 4) * 0.1]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  it('ends with the consumer seeing every item as the database holds it, none told twice or going back', async () => {
    const start = {
      series: (await feeds.walk('/openactive/feeds/session-series')).next,
      sessions: (await feeds.walk('/openactive/feeds/scheduled-sessions')).next,
    };
    const seen = new Set<string>();
    const latest = new Map<string, FeedItem>();
    const problems: string[] = [];
    const read = (items: FeedItem[]) => {
      for (const item of items) {
        const key = `${item.kind}/${item.id}`;
        const at = `${key}@${item.modified}`;
        if (seen.has(at)) problems.push(`${at} told twice`);
        seen.add(at);
        const before = latest.get(key);
        if (before && before.modified >= item.modified) problems.push(`${key} went back to ${item.modified}`);
        latest.set(key, item);
      }
    };

    let done = false;
    const position = { ...start };
    const consumer = (async () => {
      let polls = 0;
      // Polls without waiting while changes run; one last pass once they have all committed and settled.
      for (let last = false; !last; polls++) {
        last = done;
        for (const feed of ['series', 'sessions'] as const) {
          const { items, next } = await feeds.walk(position[feed], last);
          read(items);
          position[feed] = next;
        }
      }
      return polls;
    })();
    await Promise.all(Array.from({ length: changes }, (_, n) => change(n)));
    done = true;
    const polls = await consumer;
    expect(polls).toBeGreaterThan(2);
    expect(problems).toEqual([]);

    const { rows } = (await t.sql(
      `select id, capacity - booked_count as remaining from occurrences where activity_id = ${activityId}`,
    )) as Rows<{ id: number; remaining: number }>;
    for (const { id, remaining } of rows) {
      expect(latest.get(`ScheduledSession/${id}`)?.data?.remainingAttendeeCapacity, `session ${id}`).toBe(
        remaining,
      );
    }
    const { price } = await one<{ price: number }>(
      `select price from pricing_options where activity_id = ${activityId} and kind = 'payg'`,
    );
    expect(latest.get(`SessionSeries/${activityId}`)?.data?.offers[0].price).toBe(price / 100);
    // Every change was seen: the last seen `modified` of each item is the one the database ends with.
    const { rows: items } = (await t.sql(
      `select kind, source_id as id, modified from open_data_items
        where (kind = 'SessionSeries' and source_id = ${activityId})
           or (kind = 'ScheduledSession' and source_id in (${occurrenceIds.join(', ')}))`,
    )) as Rows<{ kind: string; id: number; modified: string }>;
    for (const item of items) {
      expect(latest.get(`${item.kind}/${item.id}`)?.modified, `${item.kind}/${item.id}`).toBe(
        Number(item.modified),
      );
    }
  }, 120_000);
});
