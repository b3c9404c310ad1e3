/** The parts of a JSON Schema (as @fastify/swagger writes the zod contracts) the fuzzer reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

export type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string;
  params: Parameter[];
  query: Parameter[];
  /** The JSON body, when the operation takes one. */
  body: JsonSchema | null;
};

type OpenApiOperation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in the document's order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      const parameters = (op.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in as Parameter['in'],
        required: p.required === true,
        schema: p.schema ?? { type: 'string' },
      }));
      const content = op.requestBody?.content ?? {};
      out.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: content['application/json']?.schema ?? null,
      });
    }
  }
  return out;
}
