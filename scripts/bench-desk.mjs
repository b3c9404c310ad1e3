// The desk of `npm run bench` (issue 18), on PostgreSQL: a member of staff finding a customer among an
// operator's hundred thousand, beside the bare indexed select; and tills selling at once, each sale a class
// put in the desk basket for a customer and paid in cash (add → pay), its latency and what it left in the
// books. Staff sessions past their second factor are made directly in the database, as the herd's are.
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { call, cpuMs, percentile, signedInCustomers } from './bench-kit.mjs';

const customers = Number(process.env.BENCH_DESK_CUSTOMERS ?? 100_000);
const tills = Number(process.env.BENCH_DESK_TILLS ?? 8);
const salesPerTill = Number(process.env.BENCH_DESK_SALES ?? 40);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const cart = '/foh/activities/cart';

/** Sky Parker's staff sessions at Manchester Central, one a till, and the run's class with room for every sale. */
async function arrange(db) {
  const one = async (text, values) => (await db.query(text, values)).rows[0];
  const { client_id: clientId, venue_id: venueId } = await one(
    `select client_id, id as venue_id from venues where slug = 'manchester-central'`,
  );
  const { id: staffId } = await one(`select id from users where client_id = $1 and reference = 'S000001'`, [
    clientId,
  ]);
  const tokens = Array.from({ length: tills }, () => randomBytes(32).toString('base64url'));
  await db.query(
    `insert into sessions (token_hash, client_id, user_id, csrf_token, expires_at, kind, second_factor_at, desk_venue_id, last_seen_at)
     select h, $1, $2, 'bench', now() + interval '1 hour', 'staff', now(), $3, now() from unnest($4::text[]) as h`,
    [clientId, staffId, venueId, tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
  );
  // The operator's customers: names, emails, references and postcodes for the search to look through.
  await db.query(
    `insert into users (client_id, reference, first_name, last_name, email, postcode)
     select $1, 'D' || lpad(g::text, 7, '0'), 'Desk' || (g % 997), 'Customer' || g, 'desk' || g || '@example.net',
            'M' || (g % 40 + 1) || ' ' || (g % 9) || 'AB' from generate_series(1, $2) g`,
    [clientId, customers],
  );
  const buyers = await signedInCustomers(db, clientId, 'DESKBUY', tills * salesPerTill);
  const { id: activityId } = await one(
    `select a.id from activities a join pricing_options p on p.activity_id = a.id
     where a.client_id = $1 and a.venue_id = $2 and p.kind = 'payg' and p.price > 0 order by a.id limit 1`,
    [clientId, venueId],
  );
  const { id: occurrenceId } = await one(
    `update occurrences set capacity = booked_count + $3
     where id = (select id from occurrences where activity_id = $1 and venue_id = $2 and starts_at > now() + interval '1 day'
                 and status = 'scheduled' order by starts_at limit 1)
     returning id`,
    [activityId, venueId, tills * salesPerTill + 10],
  );
  const { rows: terms } = await db.query(
    `select id from terms where client_id = $1 and active and 'checkout' = any(applies_to)`,
    [clientId],
  );
  await db.query('analyze');
  return { tokens, buyers: buyers.ids, occurrenceId, termIds: terms.map((t) => t.id) };
}

async function search(port, token) {
  const base = `http://127.0.0.1:${port}/api`;
  const headers = { authorization: `Bearer ${token}` };
  const load = async (url) => {
    const r = await autocannon({ url, headers, connections: 20, duration: seconds });
    return { rps: r.requests.average, p99: r.latency.p99, errors: r.non2xx + r.errors };
  };
  const row = (name, r) => `| ${name} | ${r.rps.toFixed(0)} req/s | ${r.p99} ms | ${r.errors} |`;
  const byName = await load(`${base}/foh/customers?q=customer12&per_page=20`);
  const byPostcode = await load(`${base}/foh/customers?q=M12%203&per_page=20`);
  const indexed = await load(`${base}/venues/manchester-central`);
  console.log(
    row(`GET /api/foh/customers?q=customer12 (${customers.toLocaleString('en-GB')} customers)`, byName),
  );
  console.log(row('GET /api/foh/customers?q=M12 3 (a postcode)', byPostcode));
  console.log(row('GET /api/venues/{slug} (bare indexed select)', indexed));
  console.log(`| search / indexed select | ${(byName.rps / indexed.rps).toFixed(2)} | | |`);
}

/** Each till sells to its own customers one after another, all tills at once. */
async function sales(port, pid, arranged) {
  const { tokens, buyers, occurrenceId, termIds } = arranged;
  const latencies = [];
  const failures = new Map();
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, till) => {
      for (let i = 0; i < salesPerTill; i += 1) {
        const customer = buyers[till * salesPerTill + i];
        const began = performance.now();
        const added = await call(port, token, 'POST', `${cart}/add`, {
          selected_user_id: customer,
          items: [{ id: String(occurrenceId), type: 'activity' }],
        });
        const total = added.json?.data?.totals?.total;
        const paid =
          added.status === 200
            ? await callWithKey(port, token, `${cart}/pay`, `bench-desk-${till}-${i}`, {
                selected_user_id: customer,
                terms: termIds,
                payments: [{ tender_type: 'cash', amount: Number(total), tendered: Number(total) + 500 }],
              })
            : added;
        if (paid.status === 200 || paid.status === 201) latencies.push(performance.now() - began);
        else {
          if (!failures.size)
            console.log(`first refusal: ${paid.status} ${JSON.stringify(paid.json).slice(0, 300)}`);
          failures.set(paid.status, (failures.get(paid.status) ?? 0) + 1);
        }
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const cpu = cpuMs(pid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  const fmt = (ms) => `${ms.toFixed(0)} ms`;
  console.log(
    `| ${tills} tills × ${salesPerTill} cash sales (add → pay) | ${latencies.length} paid, ${(latencies.length / wall).toFixed(1)} sales/s | p50 ${fmt(percentile(latencies, 0.5))}, p99 ${fmt(percentile(latencies, 0.99))} | ${[...failures].map(([s, n]) => `${n}× ${s}`).join(', ') || 0} | server CPU ${(cpu / Math.max(1, latencies.length)).toFixed(1)} ms a sale |`,
  );
  return latencies.length;
}

/** `call` with an Idempotency-Key header, as a till sends its pay call. */
function callWithKey(port, token, path, key, body) {
  return fetch(`http://127.0.0.1:${port}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, json: await res.json().catch(() => ({})) }));
}

/** Runs both parts against the server on `port` over the database `db` (a pg client); checks the books. */
export async function deskBench(db, port, pid) {
  const arranged = await arrange(db);
  console.log('| what | throughput | latency | non-2xx | |');
  console.log('|---|---|---|---|---|');
  await search(port, arranged.tokens[0]);
  const paid = await sales(port, pid, arranged);
  const { rows } = await db.query(
    `select (select count(*)::int from bookings where occurrence_id = $1) as bookings,
            (select count(distinct o.id)::int from orders o join order_items i on i.order_id = o.id
             where i.occurrence_id = $1 and o.source = 'foh') as orders,
            (select booked_count from occurrences where id = $1) as booked`,
    [arranged.occurrenceId],
  );
  const books = rows[0];
  const agree = paid > 0 && books.orders === paid && books.bookings >= paid && books.booked >= paid;
  console.log(
    `\nBooks: ${books.orders} desk orders and ${books.bookings} bookings for ${paid} sales paid (${agree ? 'agree' : 'DISAGREE'}).`,
  );
  if (!agree) process.exitCode = 1;
}
