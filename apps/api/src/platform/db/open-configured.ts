import path from 'node:path';
import type { Config } from '../config';
import { type Database, openDatabase } from './client';
import { migrateDatabase } from './migrate';

type AfterMigrate = Parameters<typeof migrateDatabase>[2];

/** The database the configuration names (PGlite in DATA_DIR unless DATABASE_URL is set), migrated. */
export async function openConfiguredDatabase(config: Config, after?: AfterMigrate): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateDatabase(database, config.databaseUrl, after);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
