// `npm run db:reset`: starts the database over (the embedded one in DATA_DIR, or the server's schema
// when DATABASE_URL is set), then migrates and seeds the demo operator again.
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from './platform/config';
import { openConfiguredDatabase } from './platform/db/open-configured';
import { seedDemoIfEmpty } from './seed/demo';

const config = loadConfig();
if (config.databaseUrl) {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query(
    'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
  );
  await client.end();
  console.log('Dropped every table of the PostgreSQL database.');
} else {
  const dir = path.join(config.dataDir, 'pglite');
  rmSync(dir, { recursive: true, force: true });
  console.log(`Removed the embedded database in ${dir}.`);
}
// Seeded from the sources, not from the build's snapshot: a reset is how a changed seed is tried out.
const database = await openConfiguredDatabase(config, config.seedDemo ? { after: seedDemoIfEmpty } : {});
await database.close();
console.log('Migrated and seeded the demo operator.');
