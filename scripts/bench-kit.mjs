// What the PostgreSQL load runs of `npm run bench` share: latency percentiles, an API call as an outside
// tool makes it (Bearer token, a time limit), and customers signed in by sessions made directly in the
// database (thousands of argon2 sign-ins would measure the password hash, not the booking path).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';

/** A call taking longer than this counts as an error, so a run ends in bounded time. */
const callTimeoutMs = 30_000;

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;

/**
 * The customers' calls go through node:http with kept-alive sockets: on this 2-core machine the load
 * generator shares the cores with the server and the database, and fetch spent twice the CPU per call.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

export function call(port, token, method, path, body) {
  const started = performance.now();
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve) => {
    const fail = (err) =>
      resolve({
        status: 0,
        json: { message: [err.name, err.code].filter(Boolean).join(' ') },
        ms: performance.now() - started,
      });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api${path}`,
        method,
        agent,
        timeout: callTimeoutMs,
        // A JSON content type with no body is a 400 by design: only calls with a body say they have one.
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', fail);
        res.on('end', () => {
          let json = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {}
          resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - started });
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })));
    req.on('error', fail);
    req.end(payload);
  });
}

/** `count` new customers of the operator, each signed in: their ids and bearer tokens, in the same order. */
export async function signedInCustomers(db, clientId, prefix, count) {
  const { rows: users } = await db.query(
    `insert into users (client_id, reference, first_name, last_name, email)
     select $1, $2 || g, 'Bench', 'Customer ' || g, lower($2) || g || '@example.com' from generate_series(1, $3) g
     returning id`,
    [clientId, prefix, count],
  );
  const ids = users.map((u) => u.id);
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `insert into sessions (token_hash, client_id, user_id, csrf_token, expires_at)
     select h, $1, u, 'bench', now() + interval '1 hour' from unnest($2::text[], $3::int[]) as t(h, u)`,
    [clientId, tokens.map((t) => createHash('sha256').update(t).digest('hex')), ids],
  );
  return { ids, tokens };
}

/** A day at the venues (Europe/London) `daysAhead` from today, as YYYY-MM-DD. */
export function londonDay(daysAhead) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + daysAhead);
  return day.toISOString().slice(0, 10);
}

/** In production on a PostgreSQL server the app wants a field-encryption key; every server of a run shares one. */
const dataEncryptionKey = randomBytes(32).toString('base64');

/** The built API server as production runs it, on `env.PORT`; answers once /api/ready does. */
export async function startApi(env) {
  const started = performance.now();
  // BENCH_PROFILE_DIR: each server writes a V8 CPU profile there when stopped (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, 'apps/api/dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATA_ENCRYPTION_KEY: dataEncryptionKey,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}/api/ready`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(`the server on port ${env.PORT} exited`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, ms: performance.now() - started };
}

export const stopApi = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** CPU a process has spent so far, in ms (Linux; NaN elsewhere), which others' work on the machine inflates less than wall time. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
