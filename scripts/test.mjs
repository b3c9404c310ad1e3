// `npm test`: every test there is. Unit and API tests (vitest; the API suite on PGlite, and on a
// PostgreSQL server too when one answers), then the browser tests (Playwright, Debian Chromium)
// against the built app. Ends with one line: "tests: N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';

const tmp = '.tmp';
mkdirSync(tmp, { recursive: true });
const env = { ...process.env, TZ: 'UTC' };

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

if (env.TEST_DATABASE_URL === undefined) {
  const local = 'postgres://postgres@127.0.0.1:5432/test';
  if (await postgresAnswers(local)) env.TEST_DATABASE_URL = local;
}
if (env.TEST_DATABASE_URL) {
  console.log(
    `API tests run on PGlite and on the PostgreSQL server at ${new URL(env.TEST_DATABASE_URL).host}.`,
  );
} else {
  console.log(
    'No PostgreSQL server answers (set TEST_DATABASE_URL to name one): the PostgreSQL API run is skipped; PGlite runs always.',
  );
}

/**
 * Runs a stage in its own process group with a time limit: a stage that hangs (a worker that never exits,
 * a server that never stops) is killed whole and reported, instead of holding CI until its own limit.
 */
function run(command, args, limitMinutes) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: 'inherit', env, detached: true });
    const killGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    };
    const timer = setTimeout(() => {
      console.error(`\n${command} ${args.join(' ')} ran past its ${limitMinutes} minutes: stopped.`);
      killGroup();
    }, limitMinutes * 60_000);
    const interrupted = () => {
      killGroup();
      process.exit(130);
    };
    process.once('SIGINT', interrupted);
    process.once('SIGTERM', interrupted);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      // Workers of a stage that exited by itself may linger: they go with it.
      killGroup();
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`(${command} ${args[0] ?? ''} ${args[1] ?? ''}: ${seconds} s)`);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

rmSync(`${tmp}/vitest.json`, { force: true });
// Limits far above a normal run (vitest about 6 minutes, the build 1, the browser tests 10 on 2 cores).
const vitestStatus = await run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest.json`],
  35,
);
const vitest = readJson(`${tmp}/vitest.json`);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) broken = true;

if ((await run('npm', ['run', 'build'], 10)) !== 0) {
  broken = true;
} else {
  rmSync(`${tmp}/playwright.json`, { force: true });
  const e2eStatus = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], 30);
  const e2e = readJson(`${tmp}/playwright.json`);
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
  }
  if (e2eStatus !== 0 && (!e2e || e2e.stats.unexpected === 0)) broken = true;
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (broken) console.log('A test run did not finish (see its output above).');
process.exit(totals.failed > 0 || broken ? 1 : 0);
