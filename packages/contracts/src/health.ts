import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok') });
export const readyResponse = z.object({ status: z.enum(['ready', 'unavailable']) });
