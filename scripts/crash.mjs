// `npm run crash`: the crash harness, long, on a PostgreSQL server (TEST_DATABASE_URL, or the local one).
// A database of its own is made, migrated and seeded by the server's first start, and dropped at the end.
// CRASH_KILLS (default 40) rounds of CRASH_CUSTOMERS (default 30) concurrent card checkouts, each ended by
// a SIGKILL. Prints the figures and each invariant's violations; exits 1 if any.
import pg from 'pg';
import { crashHarness } from './crash-harness.mjs';

const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const kills = Number(process.env.CRASH_KILLS ?? 40);
const perRound = Number(process.env.CRASH_CUSTOMERS ?? 30);
const name = `leisure_crash_${process.pid}`;
const urlOf = (database) => Object.assign(new URL(server), { pathname: `/${database}` }).toString();

const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database ${name}`);
let failed = true;
try {
  const started = Date.now();
  const run = await crashHarness({
    databaseUrl: urlOf(name),
    kills,
    perRound,
    say: (line) => console.log(line),
  });
  console.log('\nfigures:', JSON.stringify(run.figures, null, 2));
  console.log('\ninvariants (violations):');
  for (const [check, rows] of Object.entries(run.violations)) {
    console.log(`  ${rows.length === 0 ? 'ok  ' : 'FAIL'} ${rows.length}  ${check}`);
    for (const row of rows.slice(0, 5)) console.log(`         ${JSON.stringify(row)}`);
  }
  failed = Object.values(run.violations).some((rows) => rows.length > 0);
  console.log(
    `\n${run.figures.kills} kills in ${Math.round((Date.now() - started) / 1000)} s; server log: ${run.log}`,
  );
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
