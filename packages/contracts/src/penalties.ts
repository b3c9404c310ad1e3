import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { price } from './money';

/** Spec part 1 §3 "Penalty": an unpaid fee (a no-show, a late cancellation) the customer owes. */
export const penalty = z.object({
  id: z.number().int(),
  type: z.string(),
  description: z.string(),
  feeAmount: price,
  incurredAt: z.string(),
  venue: z.object({ name: z.string() }).nullable(),
});
export type Penalty = z.infer<typeof penalty>;
export const penaltiesResponse = dataEnvelope(z.array(penalty));
