// `npm run fuzz`: the schema-driven fuzz of fuzz.integration.test.ts at length (FUZZ_REQUESTS, default
// 200,000; FUZZ_SEED, default the time), over a fresh migrated and seeded PGlite. Prints the requests, the
// count of each status and every failure (grouped, with an example); exits 1 when there is one.
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config';
import { openDatabase } from '../../src/platform/db/client';
import { migrateDatabase } from '../../src/platform/db/migrate';
import { seedDemoIfEmpty } from '../../src/seed/demo';
import { formatSummary, runFuzz } from './fuzz-run';
import { captureServerErrors, fuzzTarget } from './fuzz-target';

const requests = Number(process.env.FUZZ_REQUESTS ?? 200_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_007);

const database = await openDatabase({ kind: 'pglite' });
await migrateDatabase(database, undefined, seedDemoIfEmpty);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '.tmp/fuzz',
  WEB_DIST: '/nonexistent',
});
const app = await buildApp({ config, database, logger: false });
const serverError = captureServerErrors(app);
await app.ready();

console.info(`fuzz: ${requests} requests, seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
const summary = await runFuzz({
  ...(await fuzzTarget(app, database)),
  inject: (options) => app.inject(options),
  requests,
  seed,
  serverError,
  onProgress: (done, so) =>
    console.info(
      `  ${done} sent, ${so.failures.length} failures, ${Math.round((done * 1000) / so.millis)}/s`,
    ),
});
console.info(formatSummary(summary));
await app.close();
await database.close();
process.exit(summary.failures.length ? 1 : 0);
