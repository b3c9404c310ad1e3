/**
 * The wire speaks snake_case, code speaks camelCase (ARCHITECTURE.md, "Conventions that cross the
 * boundary"). These two functions are the only place either side converts keys.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function toCamelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
}

export function toSnakeKey(key: string): string {
  // A digit run after a lower-case letter is its own word (format24Hour -> format_24_hour), but not
  // after a capital (activitiesV2Enabled -> activities_v2_enabled): both round-trip through toCamelKey.
  return key
    .replace(/([a-z])([0-9])/g, '$1_$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[convert(key)] = convertKeys(inner, convert);
  return out;
}

export function toCamelKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toCamelKey) as T;
}

export function toSnakeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toSnakeKey) as T;
}
