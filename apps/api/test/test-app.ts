import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Clock } from '../src/platform/clock';
import { type Config, loadConfig } from '../src/platform/config';
import { type Database, openDatabase } from '../src/platform/db/client';
import { databaseUrlFor } from './postgres-databases';

/** Which database this project tests against: set by the project's global setup. */
function testDbKind(): 'pglite' | 'postgres' {
  return inject('postgresTemplate') ? 'postgres' : 'pglite';
}

/** A fresh copy of the migrated, seeded template: PGlite from its dump, or a server database from its template. */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplate'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  }
  const { url, template } = inject('postgresTemplate');
  const name = `${template}_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return openDatabase({ kind: 'postgres', url: databaseUrlFor(url, name), poolSize: 4 });
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/unused',
    WEB_DIST: '/nonexistent',
    ...env,
  });
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Raw SQL for arranging a test's data (tests may; application code goes through repositories). */
  sql: (text: string) => Promise<unknown>;
};

/**
 * Builds the real app over a fresh database for one test file, closed when the file ends.
 * `prepare` may add routes before the app starts (a route that throws, say).
 */
export function useTestApp(
  env: Record<string, string> = {},
  prepare?: (app: FastifyInstance) => void,
  clock?: Clock,
): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    handle.database = await openTestDatabase();
    handle.app = await buildApp({
      config: testConfig(env),
      database: handle.database,
      logger: false,
      ...(clock ? { clock } : {}),
    });
    prepare?.(handle.app);
    await handle.app.ready();
    handle.inject = (options) => handle.app.inject(options);
    handle.sql = (text) => handle.database.db.execute(sql.raw(text));
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.database?.close();
  });
  return handle;
}

export const demo = {
  username: 'alex.morgan@example.com',
  reference: 'C100001',
  password: 'Everyday-Leisure-2026',
};

/** Cookies of a response as a name → value map, and as a Cookie header for the next request. */
export function cookiesOf(response: { cookies: { name: string; value: string }[] }) {
  const jar = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  const header = Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { jar, header };
}

/** Signs a demo customer in as a script does, and gives the bearer header its calls carry. */
export async function bearerOf(t: TestApp, username = demo.username): Promise<Record<string, string>> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { username, password: demo.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode}`);
  return { authorization: `Bearer ${res.json().token}` };
}

/**
 * Waits, when the rate limiter's fixed window is about to end, for the next one to begin: a test that
 * spends a whole limit and then expects a 429 must not have the window roll over in between.
 */
export async function awayFromWindowEnd(windowMs: number, marginMs = 15_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
