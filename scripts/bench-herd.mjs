// The booking herd of `npm run bench`: many signed-in customers at once on a few hundred places released at
// one moment, each putting a free place in the basket and paying (add → complete), as a popular class's
// release looks. Reports what was booked, who was refused and why, errors and latency, and checks in the
// database that no session was sold past its places.
import pg from 'pg';
import { call, percentile, signedInCustomers } from './bench-kit.mjs';

const customers = Number(process.env.BENCH_HERD ?? 2000);
const sessionCount = 4;
const placesEach = 75;
const inFlight = 200;
const expected = new Set([409, 422]);

/** The herd's own activity, sessions and customers, made directly in the bench database. */
async function arrange(db) {
  const one = async (text, values) => (await db.query(text, values)).rows[0];
  const { client_id: clientId, venue_id: venueId } = await one(
    `select client_id, id as venue_id from venues where slug = 'manchester-central'`,
  );
  const { id: categoryId } = await one(
    `insert into activity_categories (client_id, slug, name, kind) values ($1, 'bench-herd', 'Bench herd', 'classes') returning id`,
    [clientId],
  );
  const { id: locationId } = await one(
    `insert into locations (client_id, venue_id, name, slug, type) values ($1, $2, 'Herd hall', 'bench-herd-hall', 'studio') returning id`,
    [clientId, venueId],
  );
  // A rolling window of one day: each session opens exactly 24 h before it starts, so all open at once.
  const { id: activityId } = await one(
    `insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes, release_days_ahead, release_time)
     values ($1, $2, $3, 'bench-herd', 'Herd class', 60, 1, null) returning id`,
    [clientId, venueId, categoryId],
  );
  await db.query(
    `insert into pricing_options (client_id, activity_id, kind, name, price) values ($1, $2, 'payg', 'Free', 0)`,
    [clientId, activityId],
  );
  const { tokens } = await signedInCustomers(db, clientId, 'HERD', customers);
  // The checkout terms every customer ticks (what GET /api/checkout/prepare lists as terms_ids).
  const { rows: terms } = await db.query(
    `select id from terms where client_id = $1 and active and 'checkout' = any(applies_to)`,
    [clientId],
  );
  const releaseAt = Date.now() + 3000;
  const startsAt = new Date(releaseAt + 86_400_000);
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
    releaseAt,
    termIds: terms.map((t) => t.id),
  };
}

export async function herd(databaseUrl, port) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { activityId, tokens, sessionIds, releaseAt, termIds } = await arrange(db);
    await new Promise((r) => setTimeout(r, Math.max(0, releaseAt - Date.now() + 50)));

    const flows = [];
    const requests = [];
    const refusals = new Map();
    const errors = new Map();
    let booked = 0;
    const note = (answer, stage) => {
      requests.push(answer.ms);
      if (answer.status === 200) return true;
      const into = expected.has(answer.status) ? refusals : errors;
      const key = `${stage} ${answer.status}: ${answer.json.message ?? ''}`;
      into.set(key, (into.get(key) ?? 0) + 1);
      return false;
    };
    async function customer(i) {
      const started = performance.now();
      const item = {
        id: String(sessionIds[i % sessionIds.length]),
        type: 'activity',
        activity_restriction_ids: [],
      };
      const added = await call(port, tokens[i], 'POST', '/activities/cart/add', { items: [item] });
      if (note(added, 'add')) {
        const done = await call(port, tokens[i], 'POST', '/checkout/complete', {
          completed_waivers: [],
          payments: [],
          source: 'activity-booking',
          terms: termIds,
        });
        if (note(done, 'complete')) booked++;
      }
      flows.push(performance.now() - started);
    }
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < tokens.length) await customer(next++);
      }),
    );
    const wall = (performance.now() - started) / 1000;

    const places = sessionIds.length * placesEach;
    const { rows } = await db.query(
      `select o.id, o.capacity, o.booked_count,
         (select count(*)::int from bookings b where b.occurrence_id = o.id and b.status = 'active') as active
       from occurrences o where o.activity_id = $1 order by o.id`,
      [activityId],
    );
    const inDb = rows.reduce((sum, r) => sum + r.active, 0);
    flows.sort((a, b) => a - b);
    requests.sort((a, b) => a - b);
    const count = (m) => [...m.values()].reduce((a, b) => a + b, 0);
    const ms = (v) => `${v.toFixed(0)} ms`;
    console.log(
      `${customers} customers, ${sessionIds.length} sessions × ${placesEach} places, ${inFlight} in flight, released at one moment\n`,
    );
    console.log(
      '| places | booked (200) | bookings in db | refused | errors | add → complete p50 | p99 | per call p50 | p99 | wall |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${places} | ${booked} | ${inDb} | ${count(refusals)} | ${count(errors)} | ${ms(percentile(flows, 0.5))} | ${ms(percentile(flows, 0.99))} | ${ms(percentile(requests, 0.5))} | ${ms(percentile(requests, 0.99))} | ${wall.toFixed(1)} s |`,
    );
    console.log('\n| refused or failed | count |');
    console.log('|---|---|');
    for (const [key, n] of [...refusals, ...errors]) console.log(`| ${key} | ${n} |`);
    console.log('');
    const over = rows.filter((r) => r.active > r.capacity || r.booked_count !== r.active);
    for (const r of over) {
      console.log(
        `!! CAPACITY EXCEEDED or count wrong: session ${r.id} has ${r.active} bookings, booked_count ${r.booked_count}, for ${r.capacity} places`,
      );
    }
    if (over.length === 0)
      console.log('capacity held: no session has more bookings than places, and every booked count matches');
    const wanted = Math.min(places, tokens.length);
    if (booked !== wanted || inDb !== wanted) {
      console.log(
        `!! booked ${booked} (${inDb} in the database) where ${wanted} of ${places} places should be`,
      );
    } else console.log(`every place booked exactly once: ${booked} of ${places}`);
  } finally {
    await db.end();
  }
}
