import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';
import type { Database, Db } from './client';

/** An arbitrary constant: the advisory lock that lets one of many starting instances migrate. */
const migrationLock = 7_301_202;

type AfterMigrate = (db: Db) => Promise<void>;

/**
 * A digest of every migration and the journal that orders them: a database copied from a template is the
 * current schema only if the template was made under the same digest.
 */
export function migrationsFingerprint(folder = migrationsDir): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(folder).filter((name) => name.endsWith('.sql')),
    path.join('meta', '_journal.json'),
  ].sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(folder, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Drizzle's record of the migrations applied; its comment holds their digest (PGlite only). */
const migrationsTable = 'drizzle.__drizzle_migrations';

export async function appliedFingerprint(db: Db): Promise<string | null> {
  const result = await db.execute(
    sql`select obj_description(to_regclass(${migrationsTable}), 'pg_class') as fingerprint`,
  );
  return (result as unknown as { rows: { fingerprint: string | null }[] }).rows[0]?.fingerprint ?? null;
}

/**
 * Applies the versioned migrations, then `after` (the demo seed), as one instance at a time: on a
 * PostgreSQL server several api instances may start together.
 */
export async function migrateDatabase(database: Database, url?: string, after?: AfterMigrate): Promise<void> {
  if (database.kind === 'pglite') {
    // The digest of the migrations last applied rides on drizzle's own table. When it is the current one
    // there is nothing to apply, and drizzle's check (two DDL statements and a read, the first statements a
    // fresh backend runs) is skipped: a fifth of a start (docs/decisions/032-start-up-and-shared-reads.md).
    // Any other set, an edited or an added migration, goes through drizzle as before.
    const fingerprint = migrationsFingerprint();
    if ((await appliedFingerprint(database.db)) !== fingerprint) {
      await migratePglite(database.db as never, { migrationsFolder: migrationsDir });
      await database.db.execute(sql.raw(`comment on table ${migrationsTable} is '${fingerprint}'`));
    }
    await after?.(database.db);
    return;
  }
  if (!url) throw new Error('A PostgreSQL migration needs the database URL');
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLock]);
    const db = drizzlePg(client, { casing: 'snake_case' });
    await migratePg(db, { migrationsFolder: migrationsDir });
    await after?.(db as unknown as Db);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLock]).catch(() => {});
    await client.end();
  }
}
