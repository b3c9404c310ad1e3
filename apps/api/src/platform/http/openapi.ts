import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toSnakeKey } from '@leisure/contracts/wire-case';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Node = Record<string, unknown>;

/**
 * The contracts are written as the code reads them (camelCase); the wire is snake_case. The document
 * describes the wire, so property names and query parameter names are snake-cased here.
 */
export function toWireDocument(node: unknown, parentKey?: string): unknown {
  if (Array.isArray(node)) {
    if (parentKey === 'required') return node.map((v) => (typeof v === 'string' ? toSnakeKey(v) : v));
    return node.map((v) => toWireDocument(v));
  }
  if (!node || typeof node !== 'object') return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(value as Node).map(([name, schema]) => [toSnakeKey(name), toWireDocument(schema)]),
      );
    } else {
      out[key] = toWireDocument(value, key);
    }
  }
  if (out.in === 'query' && typeof out.name === 'string') out.name = toSnakeKey(out.name);
  return out;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Leisure API',
        version: '1.0.0',
        description:
          'Bookings, accounts, memberships and payments of a multi-venue leisure operator. JSON with snake_case keys; most answers wrap their payload in `data`; errors are `{ message, errors? }`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      toWireDocument('openapiObject' in documentObject ? documentObject.openapiObject : {}) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
