// The OpenActive feeds of `npm run bench` (issue 19), on PostgreSQL: an operator of its own whose one class
// grows to 10,000, 50,000 and 100,000 sessions, inserted a batch a transaction so their `modified` varies
// as a real timetable's does. At each size a consumer walks the whole ScheduledSession feed page by page:
// the time per page stays flat (an index range scan from where the consumer stands), so the walk grows
// linearly. At the largest size, a page from the middle of the feed under a few concurrent consumers beside
// the bare indexed select it is made from, and that select's plan.
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMs, percentile } from './bench-kit.mjs';

const sizes = (process.env.BENCH_OPEN_DATA_SIZES ?? '10000,50000,100000').split(',').map(Number);
/** Sessions a transaction: every batch is one `modified`, so a page of 500 spans several. */
const batch = Number(process.env.BENCH_OPEN_DATA_BATCH ?? 250);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** A few consumers polling at once, as an aggregator's workers do. */
const consumers = 4;
/** The operator's own host: the feeds are found by host, outside /api. */
const host = 'open-data.bench';
const feedPath = '/openactive/feeds/scheduled-sessions';
const pageSize = 500;

/** The page's scan as the open-data repository makes it: after a position, below the oldest running transaction. */
const pageQuery = `select source_id, modified, deleted_at from open_data_items
  where client_id = $1 and kind = 'ScheduledSession' and (modified, source_id) > ($2::bigint, $3::int)
    and modified < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  order by modified, source_id limit ${pageSize}`;

/** The operator, its venue, a studio and a class with a price; the demo operator keeps this server's address. */
async function arrange(db) {
  const one = async (text, values) => (await db.query(text, values)).rows[0];
  // With a second operator, a host names one: the demo's must still answer on 127.0.0.1 for what runs after.
  await db.query(`update clients set hosts = '{127.0.0.1,localhost}' where hosts = '{}'`);
  const { id: clientId } = await one(
    `insert into clients (name, hosts) values ('Open Data Bench Leisure', $1) returning id`,
    [[host]],
  );
  const { id: venueId } = await one(
    `insert into venues (client_id, name, slug, address1, city, postcode, lat, lng)
     values ($1, 'Bench Baths', 'bench-baths', '1 Feed Street', 'Leeds', 'LS1 4AP', 53.7997, -1.5492) returning id`,
    [clientId],
  );
  const { id: locationId } = await one(
    `insert into locations (client_id, venue_id, name, slug, type) values ($1, $2, 'Studio', 'studio', 'studio') returning id`,
    [clientId, venueId],
  );
  const { id: categoryId } = await one(
    `insert into activity_categories (client_id, slug, name, kind) values ($1, 'classes', 'Classes', 'classes') returning id`,
    [clientId],
  );
  const { id: activityId } = await one(
    `insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes)
     values ($1, $2, $3, 'bench-pilates', 'Bench Pilates', 45) returning id`,
    [clientId, venueId, categoryId],
  );
  await db.query(
    `insert into pricing_options (client_id, activity_id, kind, name, price) values ($1, $2, 'payg', 'Pay as you go', 700)`,
    [clientId, activityId],
  );
  return { clientId, venueId, locationId, activityId };
}

/** Sessions `from + 1` to `to`, a quarter of an hour apart from tomorrow; each batch commits on its own. */
async function grow(db, ids, from, to) {
  const started = performance.now();
  for (let first = from + 1; first <= to; first += batch) {
    await db.query(
      `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity)
       select $1, $2, $3, $4, t, t + interval '45 minutes', 20
         from generate_series($5::int, $6::int) g,
              lateral (select date_trunc('hour', now()) + interval '1 day' + g * interval '15 minutes' as t) s`,
      [ids.clientId, ids.activityId, ids.venueId, ids.locationId, first, Math.min(first + batch - 1, to)],
    );
  }
  await db.query('analyze open_data_items');
  await db.query('analyze occurrences');
  return performance.now() - started;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: consumers * 2 });

/** A GET of the operator's host, as a consumer makes it; the body parsed. */
function get(port, path) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { host }, timeout: 30_000 },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          try {
            resolve({
              status: res.statusCode,
              json: JSON.parse(body.toString('utf8')),
              bytes: body.length,
              ms: performance.now() - started,
            });
          } catch (err) {
            reject(
              new Error(`${path}: ${res.statusCode} ${body.toString('utf8').slice(0, 200)} (${err.message})`),
            );
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${path} timed out`)));
    req.on('error', reject);
  });
}

/** The whole feed from its start, following `next` until an empty page; every item counted once. */
async function walk(port, pid, expected) {
  const cpuBefore = cpuMs(pid);
  const seen = new Set();
  const pageMs = [];
  let bytes = 0;
  let path = feedPath;
  const started = performance.now();
  for (let pages = 0; ; pages += 1) {
    // A feed that never ends is a bug, not a slow bench.
    if (pages > expected / pageSize + 50) throw new Error(`the feed did not end after ${pages} pages`);
    const page = await get(port, path);
    if (page.status !== 200)
      throw new Error(`${path}: ${page.status} ${JSON.stringify(page.json).slice(0, 200)}`);
    if (page.json.items.length === 0) break;
    pageMs.push(page.ms);
    bytes += page.bytes;
    for (const item of page.json.items) if (item.state === 'updated') seen.add(item.id);
    const next = new URL(page.json.next);
    path = `${next.pathname}${next.search}`;
  }
  const totalMs = performance.now() - started;
  const sorted = [...pageMs].sort((a, b) => a - b);
  return {
    items: seen.size,
    pages: pageMs.length,
    totalMs,
    meanMs: pageMs.reduce((a, b) => a + b, 0) / Math.max(1, pageMs.length),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    kbPerPage: bytes / 1024 / Math.max(1, pageMs.length),
    cpuMs: (cpuMs(pid) - cpuBefore) / Math.max(1, pageMs.length),
  };
}

/**
 * Pages first, uncounted, from the start again at the feed's end: the first walk would otherwise also time
 * the server's JIT warming up (it ran a third slower than the later ones).
 */
async function warmUp(port, pages) {
  let path = feedPath;
  for (let i = 0; i < pages; i += 1) {
    const page = await get(port, path);
    if (page.status !== 200) return;
    const next = new URL(page.json.next);
    path = page.json.items.length === 0 ? feedPath : `${next.pathname}${next.search}`;
  }
}

/** Where the middle of the feed is: the position a consumer halfway through asks from. */
async function middle(db, clientId, count) {
  const { rows } = await db.query(
    `select modified, source_id from open_data_items where client_id = $1 and kind = 'ScheduledSession'
     order by modified, source_id offset $2 limit 1`,
    [clientId, Math.floor(count / 2)],
  );
  return { modified: String(rows[0].modified), id: rows[0].source_id };
}

async function pageLoad(port, pid, after) {
  const cpuBefore = cpuMs(pid);
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${feedPath}?afterTimestamp=${after.modified}&afterId=${after.id}`,
    headers: { host },
    connections: consumers,
    duration: seconds,
  });
  const cpu = (cpuMs(pid) - cpuBefore) / Math.max(1, r.requests.total);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors,
    cpu,
  };
}

/** The bare select on its own connections, as many at once as the consumers: what the page costs the database. */
async function bareLoad(url, clientId, after) {
  const connections = await Promise.all(
    Array.from({ length: consumers }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  try {
    await Promise.all(
      connections.map(async (c) => {
        while (performance.now() < until) {
          const began = performance.now();
          const { rows } = await c.query(pageQuery, [clientId, after.modified, after.id]);
          if (rows.length === pageSize) latencies.push(performance.now() - began);
          else errors += 1;
        }
      }),
    );
  } finally {
    await Promise.all(connections.map((c) => c.end()));
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
  };
}

/**
 * Runs the walks and the loads against the server on `port` (process `pid`) over the database at `url`
 * (`db`, a pg client).
 */
export async function openDataBench(db, url, port, pid) {
  const ids = await arrange(db);
  const ms = (value) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
  console.log(`Pages of ${pageSize}; ${batch} sessions a transaction while seeding.\n`);
  console.log(
    '| sessions | seeded (with the feed triggers) | pages | whole walk | per page p50 | per page p99 | per page mean | page size | server CPU a page |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const means = [];
  let have = 0;
  for (const size of sizes) {
    const seededMs = await grow(db, ids, have, size);
    const seeded = `${((size - have) / (seededMs / 1000)).toFixed(0)} sessions/s`;
    if (have === 0) await warmUp(port, 100);
    have = size;
    const w = await walk(port, pid, size);
    means.push(w.meanMs);
    console.log(
      `| ${size.toLocaleString('en-GB')} | ${seeded} | ${w.pages} | ${(w.totalMs / 1000).toFixed(1)} s | ${ms(w.p50)} | ${ms(w.p99)} | ${ms(w.meanMs)} | ${w.kbPerPage.toFixed(0)} KB | ${ms(w.cpuMs)} |`,
    );
    if (w.items !== size) {
      console.log(`The walk saw ${w.items} sessions of ${size}: MISSING ITEMS.`);
      process.exitCode = 1;
    }
  }
  console.log(
    `\nPer page at ${sizes.at(-1).toLocaleString('en-GB')} / at ${sizes[0].toLocaleString('en-GB')} sessions: ${(means.at(-1) / means[0]).toFixed(2)} (flat is 1).`,
  );

  const after = await middle(db, ids.clientId, have);
  console.log(
    `\n${consumers} consumers at once, ${seconds} s each, from the middle of ${have.toLocaleString('en-GB')} sessions:\n`,
  );
  console.log('| what | throughput | p50 | p99 | non-2xx or short | server CPU a page |');
  console.log('|---|---|---|---|---|---|');
  const page = await pageLoad(port, pid, after);
  const bare = await bareLoad(url, ids.clientId, after);
  const row = (name, r) =>
    `| ${name} | ${r.rps.toFixed(0)} req/s | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} | ${r.cpu === undefined ? '' : ms(r.cpu)} |`;
  console.log(row(`GET ${feedPath}?afterTimestamp=…&afterId=… (a full page)`, page));
  console.log(row('the bare indexed select of the page (pg, 500 rows)', bare));
  console.log(`| page / bare select | ${(page.rps / bare.rps).toFixed(2)} | | | | |`);

  const { rows: plan } = await db.query(`explain (analyze, buffers) ${pageQuery}`, [
    ids.clientId,
    after.modified,
    after.id,
  ]);
  console.log(`\nThe page's select at ${have.toLocaleString('en-GB')} sessions, from the middle:\n`);
  console.log('```');
  for (const line of plan) console.log(line['QUERY PLAN']);
  console.log('```');
  if (!plan.some((line) => /Index (Only )?Scan using open_data_items_feed_idx/.test(line['QUERY PLAN']))) {
    console.log('The page did not use open_data_items_feed_idx.');
    process.exitCode = 1;
  }
}
