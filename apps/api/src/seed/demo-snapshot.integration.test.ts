import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { demo, testConfig } from '../../test/test-app';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../platform/db/client';
import { migrateDatabase, migrationsFingerprint } from '../platform/db/migrate';
import { openConfiguredDatabase } from '../platform/db/open-configured';
import { addDays, localDate } from '../platform/local-time';
import { seedDemoIfEmpty } from './demo';
import { demoSnapshot, makeDemoSnapshot } from './demo-snapshot';

/**
 * A first start from the build's snapshot against a full seed, both on the same day: a day other than the
 * one the snapshot was made on, whose UTC date is not London's (23:30 UTC in summer time), and whose 29
 * days of sessions span the clocks going back (31 October 2027).
 */
const now = new Date('2027-10-23T23:30:00Z');
const today = '2027-10-24';

type Rows = { rows: Record<string, unknown>[] };
const query = async (database: Database, text: string) =>
  ((await database.db.execute(sql.raw(text))) as unknown as Rows).rows;

/**
 * Every public table as a row count and a digest of its rows, leaving out the insert-time stamps, random
 * uuids, the password hashes (salted: one password never hashes alike; the sign-in test covers them),
 * the demo guest passes' code hashes (of random codes, printed nowhere), and the open-data items' modified
 * (the id of the transaction that wrote them, which two databases never share) and deleted_at (PGlite's
 * now() keeps the reference's fake clock, which finds three days of sessions past; the snapshot's start
 * runs on the real one, the sweep's to mend).
 */
async function contents(database: Database) {
  const tables = await query(
    database,
    "select table_name from information_schema.tables where table_schema = 'public' order by 1",
  );
  const digests: Record<string, unknown> = {};
  for (const { table_name: table } of tables) {
    const [row] = await query(
      database,
      `select count(*)::int as n, md5(coalesce(string_agg(r, '|' order by r), '')) as digest
       from (select (to_jsonb(t) - array['created_at', 'updated_at', 'published_at', 'uuid', 'password_hash', 'code_hash', 'modified', 'deleted_at'])::text as r
             from ${table} t) x`,
    );
    digests[table as string] = row;
  }
  return digests;
}

describe.skipIf(Boolean(inject('postgresTemplate')))('the demo snapshot', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'demo-snapshot-'));
  const snapshot = path.join(work, 'snapshot');
  let fromSnapshot: Database;
  let seeded: Database;

  beforeAll(async () => {
    // Made at the real time of the run, as the build makes it.
    await makeDemoSnapshot(snapshot);
    fromSnapshot = await openConfiguredDatabase(testConfig({ DATA_DIR: path.join(work, 'data') }), {
      after: (db) => seedDemoIfEmpty(db, now),
      template: () => snapshot,
    });
    // The reference seeds everything on `now`, with JavaScript's clock there too: a value the snapshot's
    // part took from the real clock would differ.
    seeded = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(seeded, undefined, async (db) => {
      vi.useFakeTimers({ toFake: ['Date'], now });
      try {
        await seedDemoIfEmpty(db, now);
      } finally {
        vi.useRealTimers();
      }
    });
  }, 240_000);

  afterAll(async () => {
    await fromSnapshot?.close();
    await seeded?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('holds the same rows as a database seeded on the same day', async () => {
    const expected = await contents(seeded);
    expect(Object.keys(expected).length).toBeGreaterThan(30);
    expect((expected.occurrences as { n: number }).n).toBeGreaterThan(4000);
    expect(await contents(fromSnapshot)).toEqual(expected);
  });

  it('has sessions from three days before to 25 days after that day, at their local times', async () => {
    const [span] = await query(
      fromSnapshot,
      `select min((starts_at at time zone 'Europe/London')::date)::text as first,
              max((starts_at at time zone 'Europe/London')::date)::text as last
       from occurrences o join activities a on a.id = o.activity_id
       where a.slug not like '%-course'`,
    );
    expect(span).toEqual({ first: addDays(today, -3), last: addDays(today, 25) });
    expect(localDate(now)).toBe(today);

    // Yoga at 09:00 every day at every venue, either side of the clocks going back.
    const yoga = await query(
      fromSnapshot,
      `select to_char(starts_at at time zone v.time_zone, 'HH24:MI') as clock, count(*)::int as n
       from occurrences o join activities a on a.id = o.activity_id join venues v on v.id = o.venue_id
       where a.slug = 'yoga-flow' group by 1`,
    );
    expect(yoga).toEqual([{ clock: '09:00', n: 29 * 10 }]);

    // Zumba runs on Tuesdays and Thursdays of the starting day's calendar, not the snapshot's.
    const zumbaDays = await query(
      fromSnapshot,
      `select distinct extract(isodow from starts_at at time zone 'Europe/London')::int as weekday
       from occurrences o join activities a on a.id = o.activity_id where a.slug = 'zumba' order by 1`,
    );
    expect(zumbaDays).toEqual([{ weekday: 2 }, { weekday: 4 }]);
  });

  it('lets the demo customers sign in', async () => {
    const app = await buildApp({ config: testConfig(), database: fromSnapshot, logger: false });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { username: demo.username, password: demo.password },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('writes the dated part once: a second start finds it done', async () => {
    const before = await contents(fromSnapshot);
    await seedDemoIfEmpty(fromSnapshot.db, new Date(now.getTime() + 86_400_000));
    expect(await contents(fromSnapshot)).toEqual(before);
    const [marker] = await query(fromSnapshot, "select to_regnamespace('demo_dated_part_pending') as schema");
    expect(marker).toEqual({ schema: null });
  });
});

describe('which snapshot a start may use', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'demo-snapshot-manifest-'));
  const bundle = path.join(folder, 'server.js');
  const otherBundle = path.join(folder, 'other.js');
  beforeAll(() => {
    writeFileSync(bundle, 'console.log("this build");\n');
    writeFileSync(otherBundle, 'console.log("another build");\n');
    mkdirSync(path.join(folder, 'demo-snapshot'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const manifest = (migrations: string) =>
    writeFileSync(
      path.join(folder, 'demo-snapshot.json'),
      JSON.stringify({
        migrations,
        server: '9f7b5cde0e4b0c1d4bd2b6c0ed2f2c6a0ac5b3b1c54a1d7a44c5e5e9d1c3d1c0',
      }),
    );

  it('is the one made by this bundle for these migrations, and none otherwise', () => {
    const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
    const current = migrationsFingerprint();
    writeFileSync(
      path.join(folder, 'demo-snapshot.json'),
      JSON.stringify({ migrations: current, server: hashOf(bundle) }),
    );
    expect(demoSnapshot({ runningFile: bundle, folder })).toBe(path.join(folder, 'demo-snapshot'));
    // Run from the sources, nothing proves the snapshot came from them.
    expect(demoSnapshot({ runningFile: path.join(folder, 'server.ts'), folder })).toBeNull();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(demoSnapshot({ runningFile: otherBundle, folder })).toBeNull();
      // A migration added since the build: the snapshot's schema is stale.
      expect(demoSnapshot({ runningFile: bundle, folder, migrations: () => `${current}0` })).toBeNull();
      manifest(current);
      expect(demoSnapshot({ runningFile: bundle, folder })).toBeNull();
      expect(warn).toHaveBeenCalledTimes(3);
    } finally {
      warn.mockRestore();
    }
  });
});
