// The booking herd of `npm run bench`: thousands of signed-in customers on one popular class released at
// one moment, each putting a place in the basket and paying (add → complete), as a release morning looks.
// Run twice: against one server, then against two servers on the same database with every customer's add
// sent to one and their pay call to the other. Reports what was booked, who was refused and why, errors
// and latency, and checks in the database that no session was sold past its places.
//
// `node scripts/bench-herd.mjs` runs it alone: it makes its own PostgreSQL database and server.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { call, cpuMs, percentile, signedInCustomers, startApi, stopApi } from './bench-kit.mjs';

const customers = Number(process.env.BENCH_HERD ?? 5000);
const places = Number(process.env.BENCH_HERD_PLACES ?? 500);
// One session by default: the morning a single popular class opens, every customer on the same row.
const sessionCount = Number(process.env.BENCH_HERD_SESSIONS ?? 1);
const inFlight = Number(process.env.BENCH_HERD_IN_FLIGHT ?? 200);
/** Which runs: on one server, on two (BENCH_HERD_SERVERS=1 or 2 runs only that one). */
const serverCounts = (process.env.BENCH_HERD_SERVERS ?? '1,2').split(',').map(Number);
/** The goal of issue 13: every place booked, the rest refused, no 5xx, add → complete p99 within this. */
const p99GoalMs = 1000;
const refusedStatuses = new Set([409, 422]);

/** The run's own activity, sessions and customers, made directly in the bench database. */
async function arrange(db, label) {
  const one = async (text, values) => (await db.query(text, values)).rows[0];
  const slug = `bench-herd-${label}`;
  const { client_id: clientId, venue_id: venueId } = await one(
    `select client_id, id as venue_id from venues where slug = 'manchester-central'`,
  );
  const { id: categoryId } = await one(
    `insert into activity_categories (client_id, slug, name, kind) values ($1, $2, 'Bench herd', 'classes') returning id`,
    [clientId, slug],
  );
  const { id: locationId } = await one(
    `insert into locations (client_id, venue_id, name, slug, type) values ($1, $2, 'Herd hall', $3, 'studio') returning id`,
    [clientId, venueId, slug],
  );
  // A rolling window of one day: each session opens exactly 24 h before it starts, so all open at once.
  const { id: activityId } = await one(
    `insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes, release_days_ahead, release_time)
     values ($1, $2, $3, $4, 'Herd class', 60, 1, null) returning id`,
    [clientId, venueId, categoryId, slug],
  );
  await db.query(
    `insert into pricing_options (client_id, activity_id, kind, name, price) values ($1, $2, 'payg', 'Free', 0)`,
    [clientId, activityId],
  );
  const { tokens } = await signedInCustomers(db, clientId, `HERD${label.toUpperCase()}`, customers);
  // The checkout terms every customer ticks (what GET /api/checkout/prepare lists as terms_ids).
  const { rows: terms } = await db.query(
    `select id from terms where client_id = $1 and active and 'checkout' = any(applies_to)`,
    [clientId],
  );
  // An operator's database has history: baskets paid long ago, and statistics that know it. On empty
  // tables the planner takes the baskets for a handful of rows and joins them by scanning them whole.
  await db.query(
    `insert into carts (client_id, visitor_key_hash, status) select $1, $2 || g, 'completed' from generate_series(1, 20000) g`,
    [clientId, `${slug}-`],
  );
  await db.query('analyze');
  const releaseAt = Date.now() + 3000;
  const startsAt = new Date(releaseAt + 86_400_000);
  const placesEach = Math.ceil(places / sessionCount);
  const { rows: sessions } = await db.query(
    `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity, booked_count)
     select $1, $2, $3, $4, $5::timestamptz, $5::timestamptz + interval '1 hour', $6, 0 from generate_series(1, $7)
     returning id`,
    [clientId, activityId, venueId, locationId, startsAt, placesEach, sessionCount],
  );
  return {
    activityId,
    tokens,
    sessionIds: sessions.map((s) => s.id),
    placesEach,
    releaseAt,
    termIds: terms.map((t) => t.id),
  };
}

/** CPU of the servers and of the database's backends: which of them the herd waits for. */
async function cpuOf(db, pids) {
  const { rows } = await db.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const backends = new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
  return { servers: pids.map(cpuMs), backends };
}

/**
 * BENCH_HERD_SAMPLE=1: what the database's connections were doing while the herd ran, sampled from
 * pg_stat_activity every 20 ms (waiting on a lock, on this server's next statement, on the disk).
 */
function sampleWaits(databaseUrl) {
  if (!process.env.BENCH_HERD_SAMPLE) return null;
  const sampler = new pg.Client({ connectionString: databaseUrl });
  const seen = new Map();
  let running = true;
  const done = (async () => {
    await sampler.connect();
    while (running) {
      const { rows } = await sampler.query(
        `select state, wait_event_type, wait_event, left(regexp_replace(query, '\\s+', ' ', 'g'), 60) as q
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
      );
      for (const r of rows)
        tally(seen, `${r.state} | ${r.wait_event_type ?? '-'}:${r.wait_event ?? '-'} | ${r.q}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    await sampler.end();
  })();
  /** Stops sampling; answers the table to print. */
  return async () => {
    running = false;
    await done;
    const rows = [...seen].sort((a, b) => b[1] - a[1]).slice(0, 15);
    return `\n| connections seen (not idle) | samples |\n|---|---|\n${rows.map(([key, n]) => `| ${key.replaceAll('|', '/')} | ${n} |`).join('\n')}\n`;
  };
}

const tally = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);
const ms = (v) => `${v.toFixed(0)} ms`;
const spread = (sorted) =>
  `${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.99))} | ${ms(sorted.at(-1) ?? 0)}`;

/**
 * One herd on the servers at `ports`: customer i adds on ports[i mod n] and pays on the next one, so with
 * two servers no customer's two calls meet the same process. Answers whether the run met the goal.
 */
async function run(db, databaseUrl, label, ports, pids) {
  const { activityId, tokens, sessionIds, placesEach, releaseAt, termIds } = await arrange(db, label);
  await new Promise((r) => setTimeout(r, Math.max(0, releaseAt - Date.now() + 50)));
  const cpuBefore = await cpuOf(db, pids);
  const stopSampling = sampleWaits(databaseUrl);
  const benchCpuBefore = process.cpuUsage();

  const bookedFlows = [];
  const refusedFlows = [];
  const refusals = new Map();
  const failures = new Map();
  let serverErrors = 0;
  let booked = 0;
  /** True for a 200; a refusal or a failure is counted under its stage, status and message. */
  const note = (answer, stage) => {
    if (answer.status === 200) return true;
    if (answer.status >= 500) serverErrors++;
    tally(
      refusedStatuses.has(answer.status) ? refusals : failures,
      `${stage} ${answer.status}: ${answer.json.message ?? ''}`,
    );
    return false;
  };
  async function customer(i) {
    const started = performance.now();
    const item = {
      id: String(sessionIds[i % sessionIds.length]),
      type: 'activity',
      activity_restriction_ids: [],
    };
    const added = await call(ports[i % ports.length], tokens[i], 'POST', '/activities/cart/add', {
      items: [item],
    });
    let paid = false;
    if (note(added, 'add')) {
      const done = await call(ports[(i + 1) % ports.length], tokens[i], 'POST', '/checkout/complete', {
        completed_waivers: [],
        payments: [],
        source: 'activity-booking',
        terms: termIds,
      });
      paid = note(done, 'complete');
      if (paid) booked++;
    }
    (paid ? bookedFlows : refusedFlows).push(performance.now() - started);
  }
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < tokens.length) await customer(next++);
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const waits = await stopSampling?.();
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const cpuAfter = await cpuOf(db, pids);
  const serverCpu = cpuAfter.servers.map((ms, i) => ms - cpuBefore.servers[i]);
  // A backend opened during the run counts from 0.
  const backendCpu = [...cpuAfter.backends].reduce(
    (s, [pid, ms]) => s + ms - (cpuBefore.backends.get(pid) ?? 0),
    0,
  );

  const { rows } = await db.query(
    `select o.id, o.capacity, o.booked_count,
       (select count(*)::int from bookings b where b.occurrence_id = o.id and b.status = 'active') as active,
       (select count(*)::int from (select b.user_id from bookings b where b.occurrence_id = o.id and b.status = 'active'
          group by b.user_id having count(*) > 1) twice) as twice
     from occurrences o where o.activity_id = $1 order by o.id`,
    [activityId],
  );
  const inDb = rows.reduce((s, r) => s + r.active, 0);
  bookedFlows.sort((a, b) => a - b);
  refusedFlows.sort((a, b) => a - b);
  const servers = ports.length === 1 ? 'one server' : `${ports.length} servers on one database`;
  console.log(
    `\n### ${servers}: ${tokens.length} customers, ${sessionIds.length} session${sessionIds.length === 1 ? '' : 's'} × ${placesEach} places, ${inFlight} in flight, released at one moment\n`,
  );
  console.log('| places | booked (200) | in the database | refused | 5xx | other failures | wall |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${sessionIds.length * placesEach} | ${booked} | ${inDb} | ${sum(refusals)} | ${serverErrors} | ${sum(failures) - serverErrors} | ${wall.toFixed(1)} s |`,
  );
  console.log(
    `\nCPU during the run: server${serverCpu.length > 1 ? 's' : ''} ${serverCpu.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' + ')}, PostgreSQL's backends ${(backendCpu / 1000).toFixed(1)} s, this bench's customers ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s (in ${wall.toFixed(1)} s on ${os.availableParallelism()} cores)`,
  );
  console.log('\n| customers | count | p50 | p99 | max |');
  console.log('|---|---|---|---|---|');
  console.log(`| booked: add → complete | ${bookedFlows.length} | ${spread(bookedFlows)} |`);
  console.log(`| refused or failed: until told | ${refusedFlows.length} | ${spread(refusedFlows)} |`);
  console.log('\n| refused or failed | count |');
  console.log('|---|---|');
  for (const [key, n] of [...refusals, ...failures]) console.log(`| ${key} | ${n} |`);
  if (waits) console.log(waits);
  console.log('');

  const wrong = rows.filter((r) => r.active > r.capacity || r.booked_count !== r.active || r.twice > 0);
  for (const r of wrong) {
    console.log(
      `!! OVERSOLD or count wrong: session ${r.id} has ${r.active} bookings (${r.twice} customers twice), booked_count ${r.booked_count}, for ${r.capacity} places`,
    );
  }
  if (wrong.length === 0)
    console.log(
      'capacity held: no session has more bookings than places, nobody twice, every booked count matches',
    );
  const wanted = Math.min(sessionIds.length * placesEach, tokens.length);
  const exact = booked === wanted && inDb === wanted;
  console.log(
    exact
      ? `every place booked exactly once: ${booked} of ${wanted}`
      : `!! booked ${booked} (${inDb} in the database) where ${wanted} places should be`,
  );
  const p99 = percentile(bookedFlows, 0.99);
  const met = exact && wrong.length === 0 && serverErrors === 0 && sum(failures) === 0 && p99 <= p99GoalMs;
  console.log(
    `goal (all places booked, the rest refused, 0 5xx, add → complete p99 ≤ ${p99GoalMs} ms): ${met ? 'met' : 'NOT MET'}`,
  );
  return met;
}

/** Both runs on the server at `port` over `databaseUrl`; the second also starts one more server beside it. */
export async function herd(databaseUrl, port, pid) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let second = null;
  try {
    const met = [];
    if (serverCounts.includes(1)) met.push(await run(db, databaseUrl, 'one', [port], [pid]));
    if (serverCounts.includes(2)) {
      const secondPort = String(Number(port) + 1);
      second = await startApi({ PORT: secondPort, DATABASE_URL: databaseUrl });
      met.push(await run(db, databaseUrl, 'two', [port, secondPort], [pid, second.child.pid]));
    }
    if (met.includes(false)) process.exitCode = 1;
  } finally {
    if (second) await stopApi(second.child);
    await db.end();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = String(Number(process.env.BENCH_PORT ?? 3550));
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `leisure_bench_herd_${port}`;
  const benchUrl = new URL(serverUrl);
  benchUrl.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const server = await startApi({ PORT: port, DATABASE_URL: benchUrl.toString() });
  try {
    await herd(benchUrl.toString(), port, server.child.pid);
  } finally {
    await stopApi(server.child);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
