import type { Executor } from './client';

/**
 * A statement drizzle builds once per executor instead of at every call: building the SQL text was about
 * a quarter of what the server spent on a refused add (docs/decisions/036-prepared-hot-reads.md). The
 * root database keeps its statement for the life of the process; a transaction's goes with it.
 *
 * `build` must return a prepared query whose name no other statement text uses: a PostgreSQL server
 * keeps each name per connection.
 */
export function preparedPer<T>(build: (executor: Executor) => T): (executor: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (executor) => {
    let statement = built.get(executor);
    if (statement === undefined) {
      statement = build(executor);
      built.set(executor, statement);
    }
    return statement;
  };
}
