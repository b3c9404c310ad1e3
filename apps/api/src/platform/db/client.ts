import { mkdirSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';

/**
 * The database without a schema aggregate: repositories use the query builder over their own module's
 * tables, never `db.query.*`, so the ground floor need not know every module's tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction has the same query surface as the database; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A plain SQL round trip, for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /** Let V8 optimise PGlite's hot WebAssembly too (see wasmTiers). */
      optimised?: boolean;
    };

/**
 * Unless `optimised`, PGlite's WebAssembly is compiled by V8's baseline compiler only. By default V8 recompiles the hot functions
 * with its optimising compiler on background threads, and on two cores that work, right after the open,
 * holds back the process's next file read by a quarter of a second and slows the first requests; the
 * optimised code answers queries about 15 % faster once it is there. The flag is read when a module is
 * compiled, so it must be set before PGlite compiles its module (docs/decisions/032-start-up-and-shared-reads.md).
 */
function wasmTiers(optimised: boolean) {
  v8.setFlagsFromString(optimised ? '--no-liftoff-only' : '--liftoff-only');
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // Loaded only for a server: an embedded start never needs pg (docs/decisions/032-start-up-and-shared-reads.md).
    const [{ default: pg }, { drizzle: drizzlePg }, { nameStatements }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('./named-statements'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that errors (the server restarted) must not crash the process.
    pool.on('error', () => {});
    pool.on('connect', nameStatements);
    const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  wasmTiers(options.optimised ?? false);
  const client = await PGlite.create({
    // Postgres's 128 MB of shared buffers are set up page by page in WebAssembly on every open: about a
    // second of a start's CPU. 16 MB hold the demo's hot pages, and a page read past them comes from the
    // operating system's cache (docs/decisions/032-start-up-and-shared-reads.md).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
