import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from './client';
import { appliedFingerprint, migrateDatabase, migrationsFingerprint } from './migrate';

// The digest is kept on PGlite only: a PostgreSQL server migrates under its lock as before.
describe.runIf(!inject('postgresTemplate'))('migrating an embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('records the digest of the migrations it applied', async () => {
    expect(database.kind).toBe('pglite');
    expect(await appliedFingerprint(database.db)).toBe(migrationsFingerprint());
  });

  it('leaves drizzle out when the digest is the current one, and goes through it when the set changed', async () => {
    // Without drizzle's rows, drizzle would apply every migration again and fail on the first table.
    await database.db.execute(sql`create table drizzle.kept as select * from drizzle.__drizzle_migrations`);
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    await expect(migrateDatabase(database)).resolves.toBeUndefined();

    await database.db.execute(sql`comment on table drizzle.__drizzle_migrations is 'another set'`);
    await expect(migrateDatabase(database)).rejects.toThrow();

    // With its rows back, drizzle finds nothing to apply and the digest is brought up to date.
    await database.db.execute(sql`insert into drizzle.__drizzle_migrations select * from drizzle.kept`);
    await migrateDatabase(database);
    expect(await appliedFingerprint(database.db)).toBe(migrationsFingerprint());
  });
});
