import type { z } from 'zod';

/**
 * An optional field of a request. Absent and null mean the same (outside tools send null for a value they
 * have not got; spec part 3 marks such fields optional), and both parse to undefined, so code behind the
 * contract knows one "absent".
 */
export function optionalField<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? undefined);
}

/** An optional field of a request with a default: absent or null, it parses to a fresh `fallback()`. */
export function fieldWithDefault<T extends z.ZodType>(schema: T, fallback: () => NonNullable<z.output<T>>) {
  return schema.nullish().transform((value): NonNullable<z.output<T>> => value ?? fallback());
}
