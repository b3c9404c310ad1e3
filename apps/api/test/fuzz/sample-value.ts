import type { JsonSchema } from './openapi-operations';
import type { Random } from './random';

/** Values the seeded database really holds, by parameter or field name, so valid requests go deep. */
export type Hints = Record<string, readonly (string | number)[]>;

function sampleString(schema: JsonSchema, rng: Random): string {
  if (
    schema.format === 'date' ||
    schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$' ||
    schema.pattern?.includes('02-29')
  ) {
    const day = new Date(Date.now() + rng.int(-5, 25) * 86_400_000);
    return day.toISOString().slice(0, 10);
  }
  if (schema.format === 'email' || schema.pattern?.includes('@'))
    return `fuzz${rng.int(1, 99_999)}@example.com`;
  if (schema.format === 'uuid' || schema.pattern?.includes('[0-9a-fA-F]{8}')) {
    const hex = (n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');
    return `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
  }
  if (schema.pattern?.startsWith('^([01]\\d|2[0-3])')) return `${String(rng.int(6, 21)).padStart(2, '0')}:00`;
  if (schema.pattern === '^\\d+$') return String(rng.int(1, 3_000));
  const min = schema.minLength ?? 1;
  const max = Math.min(schema.maxLength ?? 24, Math.max(min, 24));
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: rng.int(min, max) }, () => rng.pick([...alphabet])).join('');
}

/** A value the schema accepts (or nearly: patterns are met only for the shapes the contracts use). */
export function sampleValue(
  schema: JsonSchema,
  rng: Random,
  hints: Hints,
  name?: string,
  level = 0,
): unknown {
  const hinted = name ? hints[name] : undefined;
  if (hinted?.length && rng.chance(0.7)) return rng.pick(hinted);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return sampleValue(rng.pick(choices), rng, hints, name, level);
  if (schema.enum?.length) return rng.pick(schema.enum);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, rng);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const high = Math.min(schema.maximum ?? 3_000, Math.max(low, 3_000));
      return rng.int(Math.max(low, -3_000), high);
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      if (!schema.items || level > 4) return [];
      const count = rng.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length: count }, () => sampleValue(schema.items!, rng, hints, name, level + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      if (level > 4) return out;
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || rng.chance(0.5))
          out[key] = sampleValue(property, rng, hints, key, level + 1);
      }
      return out;
    }
    default:
      return rng.pick(['x', 1, true]);
  }
}
