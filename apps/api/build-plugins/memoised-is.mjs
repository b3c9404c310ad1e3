// drizzle-orm's is(value, Class) answers "is this chunk a column, a table, SQL, …?" each time a query is
// built. When the quick instanceof check fails it walks the value's class chain, and a select of twenty
// columns asks four or five times per column: in the booking herd's profile it was one CPU second in
// nine. The walk's answer depends only on the two classes, so the bundle remembers it per pair
// (docs/decisions/034-drizzle-is-remembered.md). Tests run drizzle unchanged; test/memoised-is.test.ts
// checks the remembered answers against drizzle's own.
import { readFile } from 'node:fs/promises';

const original = /function is\(value, type\) \{[\s\S]*?\n\}\n/;

const remembered = `const verdicts = new WeakMap();
function walk(cls, type) {
  for (; cls; cls = Object.getPrototypeOf(cls)) {
    if (entityKind in cls && cls[entityKind] === type[entityKind]) return true;
  }
  return false;
}
function is(value, type) {
  if (!value || typeof value !== "object") return false;
  if (value instanceof type) return true;
  if (!Object.prototype.hasOwnProperty.call(type, entityKind)) {
    throw new Error(\`Class "\${type.name ?? "<unknown>"}" doesn't look like a Drizzle entity. If this is incorrect and the class is provided by Drizzle, please report this as a bug.\`);
  }
  const cls = Object.getPrototypeOf(value).constructor;
  if (!cls) return false;
  let byType = verdicts.get(cls);
  if (!byType) verdicts.set(cls, (byType = new Map()));
  let verdict = byType.get(type);
  if (verdict === undefined) byType.set(type, (verdict = walk(cls, type)));
  return verdict;
}
`;

/** drizzle-orm/entity.js with is() remembering its walks; throws if drizzle's is() no longer reads as expected. */
export function rememberIs(source) {
  if (!original.test(source)) {
    throw new Error('drizzle-orm/entity.js has changed: look again at build-plugins/memoised-is.mjs');
  }
  return source.replace(original, remembered);
}

/** The esbuild plugin: the bundle's copy of drizzle-orm/entity.js goes through rememberIs. */
export const memoisedIs = {
  name: 'drizzle-memoised-is',
  setup(build) {
    build.onLoad({ filter: /drizzle-orm[\\/]entity\.js$/ }, async (args) => ({
      contents: rememberIs(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
