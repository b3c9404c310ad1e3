import { z } from 'zod';
import { recordIdParam } from './record-id';

/** The three kinds a join asks for (spec part 2 §3 Terms): each ticked on its own. */
export const joiningTermsTypes = ['membership', 'health_commitment', 'direct_debit'] as const;
export type JoiningTermsType = (typeof joiningTermsTypes)[number];

export const termsQuery = z.object({
  cartId: recordIdParam.optional(),
  /** `joining`: the membership, health-commitment and direct-debit terms, each with its type. */
  context: z.enum(['joining']).optional(),
});
export const termsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  html: z.string(),
  /** Only for `context=joining`. */
  type: z.enum(joiningTermsTypes).optional(),
});
/** Spec part 2 §7 records the list under data.data. */
export const termsResponse = z.object({ data: z.object({ data: z.array(termsItem) }) });
