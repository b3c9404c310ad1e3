import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../platform/db/client';
import { migrateDatabase, migrationsFingerprint } from '../platform/db/migrate';
import { hashPassword } from '../platform/password';
import { apiRoot } from '../platform/paths';
import { datedPartPending, seedDemoOperator } from './demo';
import { demoPassword } from './demo-data';

/**
 * The demo snapshot (docs/decisions/026-demo-snapshot.md): an embedded database the build migrated and
 * filled with the demo's part without dates, pictures drawn. A first start copies it into DATA_DIR and
 * writes the dated part, instead of making a database, migrating, seeding row by row and drawing.
 * It is a data directory, not a dump: copying files takes a fraction of the time PGlite takes to unpack
 * its own tarball.
 */
const distFolder = path.join(apiRoot, 'dist');
const databaseIn = (folder: string) => path.join(folder, 'demo-snapshot');
const manifestIn = (folder: string) => path.join(folder, 'demo-snapshot.json');

type Manifest = {
  /** migrationsFingerprint() when it was made: the schema it holds. */
  migrations: string;
  /** The SHA-256 of the server bundle built with it: the seed code that wrote it. */
  server: string;
};

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * The migrated database with the demo's part without dates, in `into` (a new PGlite data directory).
 * Made beside it and renamed into place: a start while the build runs never copies half of one.
 */
export async function makeDemoSnapshot(into: string): Promise<void> {
  const partial = `${into}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: partial });
  try {
    await migrateDatabase(database, undefined, async (db) => {
      const passwordHash = await hashPassword(demoPassword);
      await db.transaction(async (tx) => {
        await seedDemoOperator(tx, passwordHash);
        await tx.execute(sql.raw(`create schema ${datedPartPending}`));
      });
      // Statistics and the visibility map travel with the files: the first start plans well at once.
      await db.execute(sql`vacuum analyze`);
    });
  } finally {
    await database.close();
  }
  rmSync(into, { recursive: true, force: true });
  renameSync(partial, into);
}

/** The build's step (build.mjs): the snapshot beside the server bundle `serverFile`, tied to it. */
export async function writeDemoSnapshot(serverFile: string, folder = distFolder): Promise<void> {
  rmSync(manifestIn(folder), { force: true });
  await makeDemoSnapshot(databaseIn(folder));
  const manifest: Manifest = { migrations: migrationsFingerprint(), server: sha256(serverFile) };
  writeFileSync(manifestIn(folder), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The snapshot's data directory, if the running server bundle was built with it and the migrations are
 * the ones it holds; otherwise null, and a first start migrates and seeds (never a stale schema or stale
 * seed code). Run from the sources (tsx, tests) there is no bundle to match: null.
 */
export function demoSnapshot({
  runningFile = fileURLToPath(import.meta.url),
  folder = distFolder,
  migrations = migrationsFingerprint,
} = {}): string | null {
  if (!runningFile.endsWith('.js') || !existsSync(manifestIn(folder))) return null;
  const manifest = JSON.parse(readFileSync(manifestIn(folder), 'utf8')) as Manifest;
  if (manifest.server !== sha256(runningFile) || manifest.migrations !== migrations()) {
    console.warn('The demo snapshot was made by another build or for other migrations: seeding instead.');
    return null;
  }
  return existsSync(databaseIn(folder)) ? databaseIn(folder) : null;
}
