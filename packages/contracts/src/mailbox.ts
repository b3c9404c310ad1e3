import { z } from 'zod';
import { dataEnvelope } from './envelope';

/** The development mailbox: what the embedded mail transport kept. Not served in production. */
export const mailboxEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export const mailboxQuery = z.object({ to: z.string().max(254).optional() });
export const mailboxResponse = dataEnvelope(z.array(mailboxEmail));
