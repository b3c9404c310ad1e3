import { z } from 'zod';
import { dataEnvelope } from './envelope';

/** The development mailbox: what the embedded mail transport kept. Not served in production. */
export const mailboxEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Images the HTML shows by `cid:` (a guest pass's QR code), as kept in the outbox; `content` is base64. */
  inlineImages: z.array(z.object({ cid: z.string(), contentType: z.string(), content: z.string() })),
  createdAt: z.string(),
});
export const mailboxQuery = z.object({ to: z.string().max(254).optional() });
export const mailboxResponse = dataEnvelope(z.array(mailboxEmail));
