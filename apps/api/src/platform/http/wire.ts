import { toCamelKeys, toSnakeKeys } from '@leisure/contracts/wire-case';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The edge of the wire: requests arrive in snake_case and are camel-cased before validation; answers
 * are checked against their contract (unknown keys stripped) and snake-cased on the way out.
 */
export function registerWireCase(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') request.body = toCamelKeys(request.body);
    // The query parser's objects have a prototype of their own, so they are copied into plain ones first.
    if (request.query && typeof request.query === 'object') request.query = toCamelKeys({ ...request.query });
  });
}

export const wireSerializerCompiler: FastifySerializerCompiler<ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(toSnakeKeys(result.data));
  };
