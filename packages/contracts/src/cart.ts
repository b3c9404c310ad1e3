import { z } from 'zod';
import { dataEnvelope } from './envelope';

/** The basket as the shell reads it (item count for the header badge); issue 4 fills in the rest. */
export const cartSummary = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
  totals: z.object({ itemCount: z.number().int().nonnegative() }),
});
export const cartSummaryResponse = dataEnvelope(cartSummary);
