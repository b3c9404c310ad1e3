import { describe, expect, it } from 'vitest';
import type { Executor } from './client';
import { preparedPer } from './prepared';

// Stand-ins: preparedPer only keeps what `build` returns per executor object.
const executor = () => ({}) as Executor;

describe('preparedPer', () => {
  it('builds a statement once per executor and hands the same one back after', () => {
    const built: Executor[] = [];
    const statement = preparedPer((db) => {
      built.push(db);
      return { madeFor: db };
    });
    const database = executor();
    const first = statement(database);
    expect(statement(database)).toBe(first);
    expect(statement(database).madeFor).toBe(database);
    expect(built).toEqual([database]);
  });

  it('builds another for each transaction, never lending one executor’s statement to another', () => {
    const statement = preparedPer((db) => ({ madeFor: db }));
    const database = executor();
    const [tx1, tx2] = [executor(), executor()];
    expect(statement(tx1).madeFor).toBe(tx1);
    expect(statement(tx2).madeFor).toBe(tx2);
    expect(statement(database).madeFor).toBe(database);
    expect(statement(tx1)).not.toBe(statement(tx2));
  });
});
