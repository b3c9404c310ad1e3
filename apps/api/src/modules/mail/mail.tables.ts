import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';

/** Every email the product sends; the embedded transport stops here and the dev mailbox reads it. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /**
     * Images the HTML shows by `cid:` (a guest pass's QR code), base64, so the dev mailbox shows the email
     * as it arrives. Files sent beside it (a booking's .ics) are not kept.
     */
    inlineImages: jsonb().$type<{ cid: string; contentType: string; base64: string }[]>(),
    /** 'outbox' (kept here) or 'smtp'. */
    transport: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_client_created_idx').on(t.clientId, t.createdAt),
    index('outbox_emails_to_idx').on(t.clientId, sql`lower(${t.toAddress})`),
  ],
);
