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

/** The generic messages of spec part 1 §8, by status. */
export const genericMessages = {
  404: 'Unable to complete request, item not found.',
  403: 'Unauthorised.',
  419: 'Something has gone wrong, please reload and try again.',
  500: 'Something has gone wrong, please try again.',
} as const;

export function genericMessageFor(status: number): string {
  if (status === 404 || status === 403 || status === 419) return genericMessages[status];
  return genericMessages[500];
}
