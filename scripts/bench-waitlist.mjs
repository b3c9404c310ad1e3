// The waitlist wave of `npm run bench`: a full class with a long queue, then many of its bookings cancelled
// at once and every offered place accepted at once, as a popular class's morning looks. Reports latency per
// step and checks in the database that the class never went past its places and that the offers went to
// the front of the queue, in order.
import pg from 'pg';
import { call, percentile, signedInCustomers } from './bench-kit.mjs';

const capacity = Number(process.env.BENCH_WAITLIST_PLACES ?? 200);
const queueLength = Number(process.env.BENCH_WAITLIST_QUEUE ?? 1000);
const inFlight = 100;

/** A free class of `capacity` places, all booked, and `queueLength` more customers signed in. */
async function arrange(db) {
  const one = async (text, values) => (await db.query(text, values)).rows[0];
  const { client_id: clientId, venue_id: venueId } = await one(
    `select client_id, id as venue_id from venues where slug = 'manchester-central'`,
  );
  const { id: categoryId } = await one(
    `insert into activity_categories (client_id, slug, name, kind) values ($1, 'bench-wave', 'Bench wave', 'classes') returning id`,
    [clientId],
  );
  const { id: locationId } = await one(
    `insert into locations (client_id, venue_id, name, slug, type) values ($1, $2, 'Wave hall', 'bench-wave-hall', 'studio') returning id`,
    [clientId, venueId],
  );
  const { id: activityId } = await one(
    `insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes, release_days_ahead, release_time)
     values ($1, $2, $3, 'bench-wave', 'Wave class', 60, 7, null) returning id`,
    [clientId, venueId, categoryId],
  );
  await db.query(
    `insert into pricing_options (client_id, activity_id, kind, name, price) values ($1, $2, 'payg', 'Free', 0)`,
    [clientId, activityId],
  );
  const startsAt = new Date(Date.now() + 2 * 86_400_000);
  const { id: occurrenceId } = await one(
    `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity, booked_count)
     values ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz + interval '1 hour', $6, $6) returning id`,
    [clientId, activityId, venueId, locationId, startsAt, capacity],
  );
  const { ids, tokens } = await signedInCustomers(db, clientId, 'WAVE', capacity + queueLength);
  const holders = ids.slice(0, capacity);
  const { rows: bookings } = await db.query(
    `insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price)
     select $1, $2, $3, u, u, 0 from unnest($4::int[]) as u returning id, user_id`,
    [clientId, occurrenceId, activityId, holders],
  );
  const tokenOf = new Map(ids.map((id, i) => [id, tokens[i]]));
  return {
    occurrenceId,
    holders: bookings.map((b) => ({ bookingId: b.id, token: tokenOf.get(b.user_id) })),
    waiters: tokens.slice(capacity),
  };
}

/** Runs every job with `inFlight` at a time; answers their results and the wall time. */
async function wave(jobs) {
  const results = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        results.push(await job());
      }
    }),
  );
  return { results, wall: (performance.now() - started) / 1000 };
}

function row(step, { results, wall }, ok) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const good = results.filter((r) => r.status === ok).length;
  const statuses = new Map();
  for (const r of results) if (r.status !== ok) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const other = [...statuses].map(([s, n]) => `${n}×${s}`).join(', ') || 'none';
  return `| ${step} | ${results.length} | ${good} | ${other} | ${percentile(ms, 0.5).toFixed(0)} ms | ${percentile(ms, 0.99).toFixed(0)} ms | ${wall.toFixed(1)} s |`;
}

export async function waitlistWave(databaseUrl, port) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { occurrenceId, holders, waiters } = await arrange(db);
    console.log(
      `a free class of ${capacity} places, all booked; ${waiters.length} customers join its waitlist at once, then every booking is cancelled at once, then every offered place is accepted at once (${inFlight} in flight)\n`,
    );
    console.log('| step | calls | answered as expected | other answers | p50 | p99 | wall |');
    console.log('|---|---|---|---|---|---|---|');
    const joins = await wave(
      waiters.map((token) => async () => ({
        ...(await call(port, token, 'POST', '/my-account/waitlist', { occurrence_id: occurrenceId })),
        token,
      })),
    );
    console.log(row('join (201)', joins, 201));
    const tokenOfEntry = new Map(
      joins.results.filter((r) => r.status === 201).map((r) => [r.json.data.id, r.token]),
    );
    const cancels = await wave(
      holders.map((h) => () => call(port, h.token, 'DELETE', `/activities/bookings/${h.bookingId}/`)),
    );
    console.log(row('cancel, offering the place (200)', cancels, 200));

    const { rows: offered } = await db.query(
      `select id from waitlist_entries where occurrence_id = $1 and status = 'offered' order by id`,
      [occurrenceId],
    );
    const accepts = await wave(
      offered.map(
        (e) => () => call(port, tokenOfEntry.get(e.id), 'POST', `/my-account/waitlist/${e.id}/accept`),
      ),
    );
    console.log(row('accept an offered place (200)', accepts, 200));

    const { rows: state } = await db.query(
      `select o.capacity, o.booked_count,
         (select count(*)::int from bookings b where b.occurrence_id = o.id and b.status = 'active') as active
       from occurrences o where o.id = $1`,
      [occurrenceId],
    );
    const { rows: queue } = await db.query(
      `select id, status from waitlist_entries where occurrence_id = $1 order by id`,
      [occurrenceId],
    );
    const s = state[0];
    console.log('');
    if (s.active > s.capacity || s.booked_count !== s.active) {
      console.log(
        `!! CAPACITY EXCEEDED or count wrong: ${s.active} bookings, booked_count ${s.booked_count}, ${s.capacity} places`,
      );
    } else console.log(`capacity held: ${s.active} bookings for ${s.capacity} places, booked_count matches`);
    const firstWaiting = queue.findIndex((e) => e.status === 'waiting');
    const skipped =
      firstWaiting === -1 ? [] : queue.slice(firstWaiting).filter((e) => e.status !== 'waiting');
    if (skipped.length > 0)
      console.log(`!! QUEUE SKIPPED: ${skipped.length} entries behind a waiting one were offered or booked`);
    else {
      const served = firstWaiting === -1 ? queue.length : firstWaiting;
      console.log(`queue kept: the ${served} entries served were the first ${served} in the queue`);
    }
  } finally {
    await db.end();
  }
}
