import type { FastifyInstance } from 'fastify';
import { type JsonSchema, type OpenApiDocument, operationsOf } from './fuzz/openapi-operations';

export type RegisteredRoute = {
  /** `METHOD /path/:param`, as the app registers it. */
  key: string;
  /** It has a path parameter, or a query or body field named `…_id` or `…_ids`. */
  takesId: boolean;
};

/**
 * Reads Fastify's route tree (`printRoutes`): one line a node, four characters of indent a level, the
 * node's part of the path, then its methods. The routes left out of the OpenAPI document are here too.
 */
export function routesOfTree(tree: string): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const level = match[1]!.length / 4;
    const path = (parents[level - 1] ?? '') + match[2]!;
    parents[level] = path;
    parents.length = level + 1;
    for (const method of match[3]?.split(', ') ?? []) out.push({ method, path });
  }
  return out;
}

function fieldNames(schema: JsonSchema | null | undefined, out: string[] = []): string[] {
  if (!schema || typeof schema !== 'object') return out;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    out.push(name);
    fieldNames(child, out);
  }
  fieldNames(schema.items, out);
  for (const choice of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) fieldNames(choice, out);
  return out;
}

const idName = /(^|_)ids?$/;

/** Every route the app registers (HEAD beside GET left out), and whether it takes an id. */
export async function registeredRoutes(app: FastifyInstance): Promise<RegisteredRoute[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
  const documented = new Map(
    operationsOf(doc).map((op) => [`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`, op]),
  );
  const routes = routesOfTree(app.printRoutes({ commonPrefix: false })).filter((r) => r.method !== 'HEAD');
  const keys = [...new Set(routes.map((r) => `${r.method} ${r.path}`))];
  // The tree must hold every documented operation, or it was misread.
  const missing = [...documented.keys()].filter((key) => !keys.includes(key));
  if (missing.length) throw new Error(`route tree misread: ${missing.join(', ')} not found`);
  return keys.map((key) => {
    const op = documented.get(key);
    const fields = op ? [...op.query.map((q) => q.name), ...fieldNames(op.body)] : [];
    return { key, takesId: /[:*]/.test(key.split(' ')[1]!) || fields.some((name) => idName.test(name)) };
  });
}
