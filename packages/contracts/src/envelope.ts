import { z } from 'zod';

/** Most answers wrap their payload in `{ data }`, as the real API does (spec part 3). */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** `{ message, errors? }`: errors maps a field (snake_case on the wire) to its messages. */
export const errorEnvelope = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
