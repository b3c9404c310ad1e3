import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { knownCrossings, readJoins } from './import-graph-rules';

/**
 * The house rules of the code, read from its import graph (issue 11): the TypeScript compiler's own
 * pre-processor lists every import of every file (type-only ones, re-exports and dynamic imports too),
 * and each is resolved to a file of the repository. Tests and fixtures are left out: they may reach
 * anywhere.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const apiSrc = path.join(repo, 'apps/api/src');
const webSrc = path.join(repo, 'apps/web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(webSrc, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this one.
    }
  }
  throw new Error(`${path.relative(repo, from)} imports '${specifier}', which resolves to no file`);
}

function graphOf(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles.flatMap(({ fileName }) => {
        const target = resolve(file, fileName);
        return target ? [target] : [];
      }),
    );
  }
  return graph;
}

/** Every circle of imports (Tarjan's strongly connected components of more than one file, or a self-import). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) === order.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component);
    }
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found.map((c) => c.map((f) => path.relative(repo, f)).sort());
}

const api = graphOf(apiSrc);
const web = graphOf(webSrc);
const edges = (graph: Map<string, string[]>) =>
  [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));
const inApi = (file: string) => path.relative(apiSrc, file).split(path.sep);

describe('the import graph', () => {
  it('has no circles, type-only imports included', () => {
    expect(circles(api)).toEqual([]);
    expect(circles(web)).toEqual([]);
  });

  it('keeps the platform the ground floor: it imports no module, nor the wiring above it', () => {
    const upward = edges(api)
      .filter(({ from, to }) => inApi(from)[0] === 'platform' && inApi(to)[0] !== 'platform')
      .filter(({ to }) => to.startsWith(apiSrc))
      .map(({ from, to }) => `${path.relative(apiSrc, from)} -> ${path.relative(apiSrc, to)}`);
    expect(upward).toEqual([]);
  });

  it('never lets a web feature import another feature', () => {
    const featureOf = (file: string) => {
      const parts = path.relative(webSrc, file).split(path.sep);
      return parts[0] === 'features' ? parts[1] : null;
    };
    const crossing = edges(web)
      .filter(({ from, to }) => featureOf(from) && featureOf(to) && featureOf(from) !== featureOf(to))
      .map(({ from, to }) => `${path.relative(webSrc, from)} -> ${path.relative(webSrc, to)}`);
    expect(crossing).toEqual([]);
  });

  it("lets a module reach another module's tables or repository only as the rules list", () => {
    const moduleOf = (file: string) => {
      const parts = inApi(file);
      return parts[0] === 'modules' ? parts[1]! : null;
    };
    const seen = new Set<string>();
    const unlisted: string[] = [];
    for (const { from, to } of edges(api)) {
      const [owner, target] = [moduleOf(from), moduleOf(to)];
      if (!owner || !target || owner === target || !/\.(repository|tables)\.ts$/.test(to)) continue;
      const line = `${path.relative(apiSrc, from)} -> ${path.relative(apiSrc, to)}`;
      // A table's foreign keys and a repository's read joins name other modules' tables, as listed.
      const join = /\.(tables|repository)\.ts$/.test(from) && to.endsWith('.tables.ts');
      if (join && readJoins[owner]?.includes(target)) continue;
      seen.add(line);
      if (!knownCrossings.includes(line)) unlisted.push(line);
    }
    expect(unlisted, 'go through the owning module’s service or a port instead').toEqual([]);
    // The list only shrinks: a crossing removed from the code is removed from the list too.
    expect(knownCrossings.filter((line) => !seen.has(line))).toEqual([]);
  });
});
