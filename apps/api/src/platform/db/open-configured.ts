import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { type Database, openDatabase } from './client';
import { migrateDatabase } from './migrate';

type AfterMigrate = Parameters<typeof migrateDatabase>[2];

export type OpenOptions = {
  /** Runs after the migrations (the demo seed). */
  after?: AfterMigrate;
  /**
   * A PGlite data directory to start a new embedded database from (the demo snapshot), or null when there
   * is none fit to use. The migrations and `after` still run over the copy.
   */
  template?: () => string | null;
};

/** The database the configuration names (PGlite in DATA_DIR unless DATABASE_URL is set), migrated. */
export async function openConfiguredDatabase(config: Config, options: OpenOptions = {}): Promise<Database> {
  let database: Database;
  if (config.databaseUrl) {
    database = await openDatabase({
      kind: 'postgres',
      url: config.databaseUrl,
      poolSize: config.databasePoolSize,
    });
  } else {
    const dataDir = path.join(config.dataDir, 'pglite');
    // PGlite's own test for a database: without PG_VERSION, what is there is not one.
    const template = existsSync(path.join(dataDir, 'PG_VERSION')) ? null : options.template?.();
    if (template) copyDatabase(template, dataDir);
    database = await openDatabase({ kind: 'pglite', dataDir, optimised: config.embeddedDatabaseOptimised });
  }
  try {
    await migrateDatabase(database, config.databaseUrl, options.after);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/** Copied beside and renamed into place: a start that dies while copying leaves no half a database. */
function copyDatabase(from: string, to: string) {
  const partial = `${to}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(from, partial, { recursive: true });
  rmSync(to, { recursive: true, force: true });
  renameSync(partial, to);
}
