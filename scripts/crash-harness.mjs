// The crash harness: customers pay by card all at once while the server is SIGKILLed at random moments
// (and on purpose the moment an order is committed but not yet captured), restarted on the same
// PostgreSQL database each time; then the sweeps run, and the books are checked as SQL invariants.
// `npm test` runs a small round of it (apps/api/test/crash-recovery.integration.test.ts); `npm run crash`
// runs a long one and prints its figures.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { call, signedInCustomers } from './bench-kit.mjs';
import { bookInvariants } from './crash-invariants.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverFile = path.join(root, 'apps/api/dist/crash/server.js');
const unsettled = `('created', 'requires_action', 'failed', 'authorized', 'ordered', 'voiding')`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The api bundled once (beside dist/, so it finds its migrations), as `npm start` bundles it. */
async function bundleServer() {
  const pkg = JSON.parse(
    await (await import('node:fs/promises')).readFile(path.join(root, 'apps/api/package.json')),
  );
  const external = Object.keys(pkg.dependencies ?? {});
  await build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outfile: serverFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** One key for every life of the server: what one life encrypts, the next must read. */
const dataEncryptionKey = randomBytes(32).toString('base64');

/** One life of the server: started, ready, and killed (or stopped) when the harness says. */
async function startServer(databaseUrl, port, logFile) {
  const child = spawn(process.execPath, [serverFile], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_ENCRYPTION_KEY: dataEncryptionKey,
      DATABASE_POOL_SIZE: '8',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      WEB_DIST: '/nonexistent',
      DEV_MAILBOX: 'false',
      // The sweep takes payments up after 2 s instead of 10 minutes, and the gateway is 30 ms away, so
      // a kill often lands between a step and the gateway's answer.
      PAYMENT_RECOVERY_AFTER_SECONDS: '2',
      SANDBOX_GATEWAY_DELAY_MS: '30',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(logFile, { end: false });
  child.stderr.pipe(logFile, { end: false });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} (see ${logFile.path})`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the server did not become ready in 60 s');
    await sleep(50);
  }
  return {
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      // The server exits by itself within 10 s of SIGTERM; past 20 s it is hung, and a hung harness
      // would hold the whole test run.
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** The harness's own priced class: a few sessions of a few places, so customers compete for them. */
async function arrange(db, customers) {
  // Places for about four in five of the customers: the last rounds compete for the last places.
  const placesEach = Math.ceil((customers * 0.8) / 6);
  const one = async (text, values) => (await db.query(text, values)).rows[0];
  const { client_id: clientId, venue_id: venueId } = await one(
    `select client_id, id as venue_id from venues where slug = 'manchester-central'`,
  );
  const tag = randomUUID().slice(0, 8);
  const { id: categoryId } = await one(
    `insert into activity_categories (client_id, slug, name, kind) values ($1, $2, 'Crash harness', 'classes') returning id`,
    [clientId, `crash-${tag}`],
  );
  const { id: locationId } = await one(
    `insert into locations (client_id, venue_id, name, slug, type) values ($1, $2, 'Crash studio', $3, 'studio') returning id`,
    [clientId, venueId, `crash-studio-${tag}`],
  );
  const { id: activityId } = await one(
    `insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes, release_days_ahead, release_time)
     values ($1, $2, $3, $4, 'Crash class', 60, 7, null) returning id`,
    [clientId, venueId, categoryId, `crash-class-${tag}`],
  );
  await db.query(
    `insert into pricing_options (client_id, activity_id, kind, name, price) values ($1, $2, 'payg', 'Pay as you go', 650)`,
    [clientId, activityId],
  );
  const { rows: sessions } = await db.query(
    `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity, booked_count)
     select $1, $2, $3, $4, now() + interval '2 days' + g * interval '2 hours', now() + interval '2 days' + g * interval '2 hours' + interval '1 hour', $5, 0
     from generate_series(1, 6) g returning id`,
    [clientId, activityId, venueId, locationId, placesEach],
  );
  const { rows: terms } = await db.query(
    `select id from terms where client_id = $1 and active and 'checkout' = any(applies_to)`,
    [clientId],
  );
  const { tokens } = await signedInCustomers(db, clientId, `CR${tag.slice(0, 4).toUpperCase()}`, customers);
  return { tokens, sessionIds: sessions.map((s) => s.id), termIds: terms.map((t) => t.id) };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * One customer's checkout as the web app makes it: the basket, the payment, the card typed into the
 * gateway's form, the pay call. Some change their basket after the card is authorised (another tab),
 * some double-click pay. Any step may meet a dead server; what got where is for the invariants to judge.
 */
async function checkout(port, token, { sessionIds, termIds }, attempt) {
  const api = (method, p, body) => call(port, token, method, p, body);
  const add = (id) =>
    api('POST', '/activities/cart/add', {
      items: [{ id: String(id), type: 'activity', activity_restriction_ids: [] }],
    });
  await api('DELETE', '/activities/cart');
  const added = await add(pick(sessionIds));
  if (added.status !== 200) return `add ${added.status} ${added.json.message ?? ''}`.trim();
  const key = attempt.key;
  const started = await api('POST', '/checkout/payment', { idempotency_key: key });
  if (started.status !== 200) return `payment ${started.status}`;
  const confirm = await fetch(`http://127.0.0.1:${port}/gateway/sandbox/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: started.json.data.client_secret,
      cardholder_name: 'Crash Customer',
      card_number: '4242 4242 4242 4242',
      expiry: '12/30',
      security_code: '123',
      save_card: false,
    }),
  }).then(
    (r) => r.status,
    () => 0,
  );
  if (confirm !== 200) return `confirm ${confirm}`;
  attempt.paymentId = started.json.data.payment_id;
  const changer = Math.random() < 0.2;
  if (changer) {
    // Another tab: the basket now holds another session, which this authorisation never priced.
    await api('DELETE', '/activities/cart');
    await add(pick(sessionIds));
  }
  const body = {
    payments: [{ tender_type: 'card', payment_id: attempt.paymentId }],
    idempotency_key: key,
    terms: termIds,
    source: 'activity-booking',
  };
  const double = Math.random() < 0.2;
  const answers = await Promise.all(
    (double ? [1, 2] : [1]).map(() => api('POST', '/checkout/complete', body)),
  );
  return `complete ${answers.map((a) => a.status).join('+')}${changer ? ' (basket changed)' : ''}`;
}

/**
 * Runs `kills` rounds of `perRound` customers, killing the server in each, then lets the sweeps settle
 * and checks the books. Returns the figures and every invariant's violations (all should be 0).
 */
export async function crashHarness({ databaseUrl, kills = 20, perRound = 12, say = () => {} }) {
  await bundleServer();
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const logPath = path.join(root, '.tmp', `crash-server-${process.pid}.log`);
  const logFile = createWriteStream(logPath);
  const db = new pg.Client({ connectionString: databaseUrl });
  // A new port for each life: a client's pooled connection to the killed process fails as it would in
  // life, but a new customer's first call is not lost to one.
  let port = await freePort();
  const figures = {
    kills: 0,
    killsBetweenCommitAndCapture: 0,
    orderedAtKill: 0,
    lapsedAuthorisations: 0,
    flows: 0,
    outcomes: {},
  };
  let server = await startServer(databaseUrl, port, logFile);
  await db.connect();
  try {
    const world = await arrange(db, kills * perRound);
    let next = 0;
    const retries = [];
    for (let round = 0; round < kills; round++) {
      const customers = world.tokens.slice(next, next + perRound);
      next += perRound;
      const attempts = customers.map((token) => ({ token, key: randomUUID(), paymentId: null }));
      // Only this round's payments count: one the last kill left 'ordered' waits for the sweep's grace.
      const { rows: before } = await db.query(`select coalesce(max(id), 0)::int as id from payments`);
      const ownOrdered = `select count(*)::int as n from payments where status = 'ordered' and id > ${before[0].id}`;
      // Customers whose pay call died with the last server come back and press pay again (a reload).
      const again = retries.splice(0).map((a) =>
        call(port, a.token, 'POST', '/checkout/complete', {
          payments: [{ tender_type: 'card', payment_id: a.paymentId }],
          idempotency_key: a.key,
          terms: world.termIds,
          source: 'activity-booking',
        }),
      );
      const flows = attempts.map((a) =>
        checkout(port, a.token, world, a).then((outcome) => {
          figures.outcomes[outcome] = (figures.outcomes[outcome] ?? 0) + 1;
          return outcome;
        }),
      );
      figures.flows += attempts.length;
      // Half the rounds kill the moment an order is committed with its capture still owed; the rest at
      // a random moment of the round.
      const aimed = round % 2 === 0;
      const deadline = Date.now() + (aimed ? 5_000 : 300 + Math.random() * 3_500);
      let between = false;
      while (Date.now() < deadline) {
        if (aimed) {
          const { rows } = await db.query(ownOrdered);
          if (rows[0].n > 0) {
            between = true;
            break;
          }
        }
        await sleep(aimed ? 5 : 25);
      }
      await server.kill();
      figures.kills += 1;
      const { rows } = await db.query(ownOrdered);
      figures.orderedAtKill += rows[0].n;
      if (rows[0].n > 0 && Math.random() < 0.4) {
        // While the server is down, the card issuer lets one authorisation lapse: its order must be undone.
        const { rowCount } = await db.query(
          `update sandbox_payment_intents set status = 'canceled' where status = 'requires_capture' and id = (
             select provider_ref from payments where status = 'ordered' and id > $1 order by id limit 1)`,
          [before[0].id],
        );
        figures.lapsedAuthorisations += rowCount;
      }
      if (between || rows[0].n > 0) figures.killsBetweenCommitAndCapture += 1;
      await Promise.allSettled([...flows, ...again]);
      for (const a of attempts) if (a.paymentId && Math.random() < 0.5) retries.push(a);
      port = await freePort();
      server = await startServer(databaseUrl, port, logFile);
      say(`kill ${round + 1}/${kills}: ${rows[0].n} payment(s) left between commit and capture`);
    }
    // The last life: the sweeps run until nothing is owed (every payment captured, released or reversed).
    const settleBy = Date.now() + 90_000;
    let left = -1;
    while (Date.now() < settleBy) {
      const { rows } = await db.query(`select count(*)::int as n from payments where status in ${unsettled}`);
      left = rows[0].n;
      if (left === 0) break;
      await sleep(500);
    }
    figures.unsettledAfterSweep = left;
    await server.stop();
    server = null;
    const books = await bookInvariants(db);
    return { figures: { ...figures, ...books.figures }, violations: books.violations, log: logPath };
  } finally {
    await server?.kill();
    await db.end();
    logFile.end();
  }
}
