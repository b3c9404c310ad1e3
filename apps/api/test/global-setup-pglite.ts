import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/client';
import { migrateDatabase } from '../src/platform/db/migrate';
import { apiRoot } from '../src/platform/paths';
import { seedDemoIfEmpty } from '../src/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: { url: string; template: string };
  }
}

/** One migrated, seeded PGlite, dumped once; each test file loads its own copy (about 0.5 s). */
export default async function setup(project: TestProject) {
  const file = path.join(apiRoot, '../../.tmp', `pglite-template-${process.pid}.tar.gz`);
  mkdirSync(path.dirname(file), { recursive: true });
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database, undefined, seedDemoIfEmpty);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
}
