import {
  deepArray,
  deepObject,
  extraFields,
  hugeNumbers,
  invalidJson,
  megabyte,
  oddPathValues,
  oddQueryValues,
  wrongTypes,
} from './malformed-values';
import type { Operation, Parameter } from './openapi-operations';
import type { Random } from './random';
import { type Hints, sampleValue } from './sample-value';

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was malformed, e.g. `nul:body.first_name` or `path:id=%00`. */
  variant: string;
  /** The variant sets its own Authorization header: send it as it is, signed in or not. */
  ownAuthorization?: boolean;
};

type FieldPath = (string | number)[];

/** Paths to every property of an object value (nested objects and array items included). */
function fieldPaths(value: unknown, prefix: FieldPath = [], out: FieldPath[] = []): FieldPath[] {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) fieldPaths(item, [...prefix, i], out);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      out.push([...prefix, key]);
      fieldPaths(child, [...prefix, key], out);
    }
  }
  return out;
}

function setAt(root: unknown, path: FieldPath, value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
}

function deleteAt(root: unknown, path: FieldPath): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  delete node[path.at(-1)!];
}

const label = (path: FieldPath) => `body.${path.join('.')}`;
const marker = '"__fuzz_raw__"';

type Parts = {
  params: Record<string, string>;
  query: [string, string][];
  body: unknown;
  /** The body as sent, when a variant writes the text itself. */
  rawBody?: string;
  contentType?: string;
  headers: Record<string, string>;
  variant: string;
  ownAuthorization?: boolean;
};

function encodeQuery(query: [string, string][]): string {
  return query.length ? `?${query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}` : '';
}

type Mutation = (parts: Parts, op: Operation, rng: Random) => void;

function bodyMutation(make: (parts: Parts, field: FieldPath | null, rng: Random) => void): Mutation {
  return (parts, _op, rng) => {
    if (!parts.body || typeof parts.body !== 'object') parts.body = { value: 'x' };
    const fields = fieldPaths(parts.body);
    make(parts, fields.length ? rng.pick(fields) : null, rng);
  };
}

function paramOrQuery(rng: Random, op: Operation): Parameter | undefined {
  const all = [...op.params, ...op.query];
  return all.length ? rng.pick(all) : undefined;
}

function setParameter(parts: Parts, parameter: Parameter, value: string) {
  if (parameter.in === 'path') parts.params[parameter.name] = value;
  else {
    parts.query = parts.query.filter(([k]) => k !== parameter.name);
    parts.query.push([parameter.name, value]);
  }
}

/** The kinds of malformed request, each a change to a valid one. */
const mutations: Record<string, Mutation> = {
  valid: () => {},
  'wrong-type': bodyMutation((parts, field, rng) => {
    const value = rng.pick(wrongTypes);
    if (field) setAt(parts.body, field, value);
    else parts.body = value;
    parts.variant = `wrong-type:${field ? label(field) : 'body'}=${JSON.stringify(value)}`;
  }),
  nul: (parts, op, rng) => {
    const parameter = paramOrQuery(rng, op);
    if (parameter && rng.chance(0.5)) {
      const value = rng.pick(['%00', 'a%00b', `${encodeURIComponent('x')}%00.json`]);
      setParameter(parts, parameter, value);
      parts.variant = `nul:${parameter.in}.${parameter.name}=${value}`;
      return;
    }
    bodyMutation((p, field) => {
      if (field) setAt(p.body, field, 'before\u0000after');
      else p.body = 'before\u0000after';
      p.variant = `nul:${field ? label(field) : 'body'}`;
    })(parts, op, rng);
  },
  'huge-string': (parts, op, rng) => {
    const parameter = paramOrQuery(rng, op);
    if (parameter && rng.chance(0.4)) {
      setParameter(parts, parameter, parameter.in === 'path' ? 'a'.repeat(10_000) : megabyte);
      parts.variant = `huge-string:${parameter.in}.${parameter.name}`;
      return;
    }
    bodyMutation((p, field) => {
      if (field) setAt(p.body, field, megabyte);
      else p.body = megabyte;
      p.variant = `huge-string:${field ? label(field) : 'body'}`;
    })(parts, op, rng);
  },
  'deep-json': (parts, _op, rng) => {
    const nested = rng.pick([deepArray, deepObject]);
    if (parts.body && typeof parts.body === 'object' && rng.chance(0.5)) {
      const fields = fieldPaths(parts.body);
      const field = fields.length ? rng.pick(fields) : ['deep'];
      setAt(parts.body, field, '__fuzz_raw__');
      parts.rawBody = JSON.stringify(parts.body).replace(marker, nested);
      parts.variant = `deep-json:${label(field)}`;
    } else {
      parts.rawBody = nested;
      parts.variant = `deep-json:body${nested === deepArray ? '[]' : '{}'}`;
    }
  },
  'huge-number': (parts, op, rng) => {
    const literal = rng.pick(hugeNumbers);
    const parameter = paramOrQuery(rng, op);
    if (parameter && rng.chance(0.4)) {
      const value = encodeURIComponent(literal.replaceAll('"', ''));
      setParameter(parts, parameter, value);
      parts.variant = `huge-number:${parameter.in}.${parameter.name}=${value}`;
      return;
    }
    bodyMutation((p, field) => {
      const target = field ?? ['value'];
      setAt(p.body, target, '__fuzz_raw__');
      p.rawBody = JSON.stringify(p.body).replace(marker, literal);
      p.variant = `huge-number:${label(target)}=${literal}`;
    })(parts, op, rng);
  },
  'extra-field': bodyMutation((parts, field, rng) => {
    const extra = rng.pick(extraFields);
    if (rng.chance(0.3)) {
      parts.rawBody = JSON.stringify(parts.body).replace(/^\{/, '{"__proto__":{"polluted":true},');
      parts.variant = 'extra-field:__proto__';
      return;
    }
    Object.assign(parts.body as object, extra);
    parts.variant = `extra-field:${Object.keys(extra).join(',')}${field ? '' : ' (no fields)'}`;
  }),
  'missing-field': bodyMutation((parts, field, rng) => {
    if (field && rng.chance(0.7)) {
      deleteAt(parts.body, field);
      parts.variant = `missing-field:${label(field)}`;
      return;
    }
    const [variant, raw] = rng.pick([
      ['empty-object', '{}'],
      ['null', 'null'],
      ['array', '[]'],
      ['string', '"text"'],
      ['number', '42'],
      ['empty', ''],
    ] as const);
    parts.rawBody = raw;
    parts.variant = `missing-field:body=${variant}`;
  }),
  'content-type': (parts, _op, rng) => {
    const json = JSON.stringify(parts.body ?? {});
    const kind = rng.pick([
      'text/plain',
      'multipart',
      'invalid-json',
      'form',
      'none',
      'utf-16',
      'xml',
      'json-suffix',
      'empty-type',
    ]);
    parts.variant = `content-type:${kind}`;
    if (kind === 'text/plain') [parts.contentType, parts.rawBody] = ['text/plain', json];
    else if (kind === 'multipart') {
      const boundary = rng.pick(['xyz', '', '----', 'a'.repeat(200)]);
      parts.contentType = `multipart/form-data; boundary=${boundary}`;
      parts.rawBody = rng.pick([
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nGIF89a garbage`,
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"\r\n\r\n${'\u0000'.repeat(64)}\r\n--${boundary}--`,
        'not multipart at all',
        `--${boundary}--\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="${'f'.repeat(3000)}"\r\n\r\nv\r\n--${boundary}--`,
      ]);
    } else if (kind === 'invalid-json') {
      parts.contentType = 'application/json';
      parts.rawBody = rng.pick(invalidJson);
      parts.variant = `content-type:invalid-json=${JSON.stringify(parts.rawBody)}`;
    } else if (kind === 'form') {
      parts.contentType = 'application/x-www-form-urlencoded';
      parts.rawBody = 'a=1&b=%00&c[]=2';
    } else if (kind === 'none') {
      parts.contentType = '';
      parts.rawBody = json;
    } else if (kind === 'utf-16') {
      parts.contentType = 'application/json; charset=utf-16';
      parts.rawBody = json;
    } else if (kind === 'xml') {
      parts.contentType = 'application/xml';
      parts.rawBody = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>';
    } else if (kind === 'json-suffix') {
      parts.contentType = 'application/vnd.api+json';
      parts.rawBody = json;
    } else {
      parts.contentType = 'application/json;;;';
      parts.rawBody = json;
    }
  },
  'odd-path': (parts, op, rng) => {
    const value = rng.pick(oddPathValues);
    if (!op.params.length) {
      // No parameter of its own: an odd segment after the path is still worth a knock.
      parts.params.__suffix = `/${value}`;
      parts.variant = `odd-path:suffix=${value.slice(0, 60)}`;
      return;
    }
    const parameter = rng.pick(op.params);
    parts.params[parameter.name] = value;
    parts.variant = `odd-path:${parameter.name}=${value.slice(0, 60)}`;
  },
  'odd-query': (parts, op, rng) => {
    const value = rng.pick(oddQueryValues);
    const shape = rng.pick(['replace', 'duplicate', 'unknown', 'bracket']);
    const parameter = op.query.length ? rng.pick(op.query) : undefined;
    const name = parameter?.name ?? 'unexpected';
    if (shape === 'duplicate') parts.query.push([name, value], [name, '1']);
    else if (shape === 'unknown') parts.query.push(['unexpected', value], ['__proto__', value]);
    else if (shape === 'bracket') parts.query.push([`${name}[]`, value], [`${name}[a]`, value]);
    else {
      parts.query = parts.query.filter(([k]) => k !== name);
      parts.query.push([name, value]);
    }
    parts.variant = `odd-query:${shape}:${name}=${value.slice(0, 60)}`;
  },
  'missing-query': (parts, op, rng) => {
    const parameter = op.query.length ? rng.pick(op.query) : undefined;
    if (parameter) parts.query = parts.query.filter(([k]) => k !== parameter.name);
    parts.variant = `missing-query:${parameter?.name ?? 'none'}`;
  },
  'bad-authorization': (parts, _op, rng) => {
    const value = rng.pick([
      'Bearer ',
      'Bearer x',
      `Bearer ${'a'.repeat(5_000)}`,
      'Bearer ../../etc/passwd',
      'Basic YWxleDpwYXNzd29yZA==',
      'Bearer a b c',
      'bearer%00token',
      'Bearer ü😀',
    ]);
    parts.headers.authorization = value;
    parts.ownAuthorization = true;
    parts.variant = `bad-authorization:${value.slice(0, 40)}`;
  },
};

const weights: [string, number][] = [
  ['valid', 3],
  ['wrong-type', 4],
  ['nul', 3],
  ['huge-string', 1],
  ['deep-json', 1],
  ['huge-number', 3],
  ['extra-field', 2],
  ['missing-field', 3],
  ['content-type', 3],
  ['odd-path', 3],
  ['odd-query', 3],
  ['missing-query', 1],
  ['bad-authorization', 1],
];
const totalWeight = weights.reduce((sum, [, w]) => sum + w, 0);

function pickMutation(rng: Random): string {
  let roll = rng.next() * totalWeight;
  for (const [name, weight] of weights) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return 'valid';
}

/** One request for the operation: valid values from its schemas, then one kind of malformation. */
export function makeRequest(
  op: Operation,
  rng: Random,
  hints: Hints = {},
  kind = pickMutation(rng),
): FuzzRequest {
  const parts: Parts = {
    params: Object.fromEntries(
      op.params.map((p) => [p.name, encodeURIComponent(String(sampleValue(p.schema, rng, hints, p.name)))]),
    ),
    query: op.query
      .filter((p) => p.required || rng.chance(0.6))
      .map((p) => [p.name, encodeURIComponent(String(sampleValue(p.schema, rng, hints, p.name)))]),
    body: op.body ? sampleValue(op.body, rng, hints) : undefined,
    headers: {},
    variant: kind,
  };
  mutations[kind]!(parts, op, rng);

  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => parts.params[name] ?? '1');
  const url = `${path}${parts.params.__suffix ?? ''}${encodeQuery(parts.query)}`;
  const headers = { ...parts.headers };
  let payload: string | undefined;
  if (parts.rawBody !== undefined) payload = parts.rawBody;
  else if (parts.body !== undefined) payload = JSON.stringify(parts.body);
  if (payload !== undefined) {
    const type = parts.contentType ?? 'application/json';
    if (type) headers['content-type'] = type;
  }
  return {
    method: op.method,
    url,
    headers,
    payload,
    variant: parts.variant,
    ...(parts.ownAuthorization ? { ownAuthorization: true } : {}),
  };
}
