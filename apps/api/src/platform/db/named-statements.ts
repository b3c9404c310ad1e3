import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';

/** Statement texts named at most: beyond them a statement goes unnamed, as before (see nameStatements). */
const maxNamed = 500;
const names = new Map<string, string>();

/** The name of a statement's text: the same on every connection and every instance, never reused for another. */
export function statementName(text: string): string | null {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= maxNamed) return null;
    name = `s_${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; values?: unknown; name?: unknown; submit?: unknown };

/**
 * Every query with parameters on this connection runs as a named prepared statement: Postgres parses it
 * once per connection and, after five runs, plans it once (its generic plan) instead of at every call.
 * Parsing and planning were over half of what the server spent on a booking (docs/decisions/033-named-statements.md).
 * Only queries with parameters: they already go by the extended protocol, where one statement is all a
 * text may hold; a text without parameters may hold several and must stay a simple query.
 */
export function nameStatements(client: PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object') {
      const c = config as QueryConfig;
      // Drizzle passes the values beside the config, pg-pool inside it.
      const values = c.values ?? rest[0];
      if (
        typeof c.text === 'string' &&
        !c.name &&
        typeof c.submit !== 'function' &&
        Array.isArray(values) &&
        values.length > 0
      ) {
        const name = statementName(c.text);
        if (name) return query({ ...c, name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
  client.query = named as typeof client.query;
}
