import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { openTestDatabase as OpenTestDatabase } from '../../../test/test-app';
import type { Database, Executor } from './client';
import type { statementName as StatementName } from './named-statements';

/**
 * A process names its first 500 statement texts only. The API files share their worker's modules, so by
 * this file the names may all be spent on other files' statements: this file takes modules of its own.
 */
let statementName: typeof StatementName;
let openTestDatabase: typeof OpenTestDatabase;
beforeAll(async () => {
  vi.resetModules();
  ({ statementName } = await import('./named-statements'));
  ({ openTestDatabase } = await import('../../../test/test-app'));
});

describe('the name of a statement', () => {
  it('is the same for the same text and another for another text', () => {
    const text = 'select $1::int as one';
    expect(statementName(text)).toBe(statementName(text));
    expect(statementName(text)).toMatch(/^s_[0-9a-f]{40}$/);
    expect(statementName('select $1::int as two')).not.toBe(statementName(text));
  });
});

// Named statements are the node-postgres driver's: PGlite runs in the process and has no connections.
describe.runIf(inject('postgresTemplate'))('statements on a PostgreSQL server', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** The rows of a plain statement (drizzle's own result type depends on the driver). */
  const rowsOf = async <T>(executor: Executor, query: ReturnType<typeof sql>) =>
    ((await executor.execute(query)) as unknown as { rows: T[] }).rows;

  /** The connection's prepared statements, read on the same transaction (so the same connection). */
  const prepared = async (run: (tx: Executor) => Promise<unknown>) =>
    database.db.transaction(async (tx) => {
      await run(tx);
      return rowsOf<{ name: string; statement: string }>(
        tx,
        sql.raw('select name, statement from pg_prepared_statements'),
      );
    });

  it('prepares a statement with parameters once per connection and answers it the same every time', async () => {
    const answers: unknown[] = [];
    const statements = await prepared(async (tx) => {
      for (const n of [1, 2, 3, 4, 5, 6, 7]) {
        const [row] = await rowsOf<{ doubled: number }>(tx, sql`select ${n}::int * 2 as doubled`);
        answers.push(row?.doubled);
      }
    });
    expect(answers).toEqual([2, 4, 6, 8, 10, 12, 14]);
    const mine = statements.filter((s) => s.statement.includes('* 2 as doubled'));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.name).toMatch(/^s_[0-9a-f]{40}$/);
  });

  it('leaves a text without parameters a simple query, which may hold several statements', async () => {
    const statements = await prepared(async (tx) => {
      await tx.execute(sql.raw('select 41 as first_of_two; select 42 as second_of_two'));
    });
    expect(statements.some((s) => s.statement.includes('first_of_two'))).toBe(false);
  });

  it('still refuses a bad statement, and the connection goes on answering', async () => {
    const failed = await database.db.execute(sql`select ${1}::int / 0 as broken`).catch((err: Error) => err);
    expect(String((failed as Error).cause)).toMatch(/division by zero/);
    const [again] = await rowsOf<{ ok: number }>(database.db, sql`select ${1}::int as ok`);
    expect(again?.ok).toBe(1);
  });
});
