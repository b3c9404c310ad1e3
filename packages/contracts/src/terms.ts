import { z } from 'zod';
import { recordIdParam } from './record-id';

export const termsQuery = z.object({ cartId: recordIdParam.optional() });
export const termsItem = z.object({ id: z.number().int(), title: z.string(), html: z.string() });
/** Spec part 2 §7 records the list under data.data. */
export const termsResponse = z.object({ data: z.object({ data: z.array(termsItem) }) });
