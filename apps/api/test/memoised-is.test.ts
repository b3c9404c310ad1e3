import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Column, is, Name, Param, SQL, StringChunk, sql, Table, View } from 'drizzle-orm';
import { integer, PgColumn, PgInteger, PgTable, pgTable, pgView, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

type Is = typeof is;

/** The bundle's is(): drizzle's own entity.js through the build plugin, loaded from a file of its own. */
async function bundledIs(): Promise<Is> {
  const entityPath = path.join(
    path.dirname(createRequire(import.meta.url).resolve('drizzle-orm')),
    'entity.js',
  );
  const plugin = '../build-plugins/memoised-is.mjs';
  const { rememberIs } = await import(plugin);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'memoised-is-')), 'entity.mjs');
  // Without drizzle's source map comment: the map is not beside the copy.
  const source = readFileSync(entityPath, 'utf8').replace(/\/\/# sourceMappingURL=.*/, '');
  writeFileSync(file, rememberIs(source));
  return (await import(pathToFileURL(file).href)).is;
}

const people = pgTable('people', { id: integer().primaryKey(), name: text() });
const named = pgView('named').as((qb) => qb.select({ name: people.name }).from(people));
const query = sql`select ${people.id} from ${people} where ${people.name} = ${'Ada'}`;

const values: [string, unknown][] = [
  ['a table', people],
  ['an integer column', people.id],
  ['a text column', people.name],
  ['a view', named],
  ['sql', query],
  ['a string chunk', new StringChunk('select')],
  ['a name', new Name('people')],
  ['a param', new Param(1)],
  ['a plain object', { id: 1 }],
  ['a date', new Date()],
  ['an array', [people.id]],
  ['null', null],
  ['a string', 'people'],
  ['a number', 7],
];
const types = { Table, PgTable, Column, PgColumn, PgInteger, View, SQL, StringChunk, Name, Param };

describe("the bundle's remembered is()", () => {
  it("answers as drizzle's own for every pair, first time and from memory", async () => {
    const remembered = await bundledIs();
    for (const round of ['first', 'remembered']) {
      for (const [label, value] of values) {
        for (const [typeName, type] of Object.entries(types)) {
          const expected = is(value, type as never);
          expect(remembered(value, type as never), `${round}: ${label} is ${typeName}`).toBe(expected);
        }
      }
    }
  });

  it('still knows a column from a table when both were asked about before', async () => {
    const remembered = await bundledIs();
    expect(remembered(people.id, Table as never)).toBe(false);
    expect(remembered(people.id, Column as never)).toBe(true);
    expect(remembered(people, Column as never)).toBe(false);
    expect(remembered(people, Table as never)).toBe(true);
  });

  it('refuses a class that is not a drizzle entity, as drizzle does', async () => {
    const remembered = await bundledIs();
    class Stranger {}
    expect(() => is(people.id, Stranger as never)).toThrow(/doesn't look like a Drizzle entity/);
    expect(() => remembered(people.id, Stranger as never)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
