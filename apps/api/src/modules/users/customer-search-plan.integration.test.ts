import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../platform/db/client';
import { createCustomerSearchRepository } from './customer-search.repository';

/** A literal of a statement's parameter, for EXECUTE: drizzle's values are strings and numbers here. */
const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/**
 * The desk's customer search at an operator's size: every kind of text staff type is answered through the
 * prefix indexes, never by reading the operator's customers, and still so once PostgreSQL plans the
 * prepared statement generically (the app names its statements: decision 033).
 */
describe('the customer search’s plan', () => {
  let database: Database;
  let clientId: number;
  const run = (text: string) =>
    database.db.execute(sql.raw(text)) as Promise<{ rows: Record<string, unknown>[] }>;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { rows } = await run('select id from clients order by id limit 1');
    clientId = Number(rows[0]!.id);
    await run(`
      insert into users (client_id, reference, first_name, last_name, email, postcode, role)
      select ${clientId}, 'P' || lpad(n::text, 7, '0'), 'First' || n, 'Last' || n, 'person' || n || '@example.net',
             'ZZ' || (n % 90 + 10) || ' ' || (n % 9) || 'AB', 'customer'
      from generate_series(1, 20000) as n`);
    await run('analyze users');
  });
  afterAll(() => database?.close());

  const typed = [
    ['a surname', 'morg'],
    ['a first name', 'alex'],
    ['an email', 'alex.morgan@'],
    ['a reference', 'c1000'],
    ['a postcode, spaced as typed', 'm1 1'],
    ['a first and last name', 'alex mor'],
  ] as const;

  it.each(typed)('finds %s through the prefix indexes, planned generically too', async (_, q) => {
    const query = createCustomerSearchRepository(database.db).searchQuery(clientId, q, 20, 0).toSQL();
    const name = `search_${q.replace(/\W/g, '_')}`;
    await run(`prepare ${name} as ${query.sql}`);
    try {
      const execute = `explain execute ${name}(${query.params.map(literal).join(', ')})`;
      // Five custom plans, then PostgreSQL weighs its generic plan: the sixth shows what it keeps.
      for (let i = 0; i < 5; i += 1) await run(execute);
      const plan = (await run(execute)).rows.map((r) => String(Object.values(r)[0])).join('\n');
      expect(plan).toMatch(/users_client_\w+_prefix_idx/);
      expect(plan).not.toMatch(/Seq Scan on users/);
      expect(plan).not.toMatch(/Index Scan using users_client_reference_key/);
    } finally {
      await run(`deallocate ${name}`);
    }
  });
});
