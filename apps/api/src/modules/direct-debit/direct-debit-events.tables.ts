import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every event a direct-debit provider's webhook told us of, once: the unique id makes a replayed webhook a
 * no-op. Mandate events are applied as they arrive; collection events wait here for billing (issue 16).
 * No client_id: the provider's account belongs to the deployment, and an event names only the provider's
 * reference, whose operator is the mandate's or the collection's.
 */
export const directDebitEvents = pgTable(
  'direct_debit_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 'gocardless': whoever sent it. */
    provider: text().notNull(),
    /** The provider's id for the event (GoCardless's `EV…`). */
    eventId: text().notNull(),
    /** 'mandate' or 'collection'. */
    resource: text().notNull(),
    /** The provider's id for the mandate or the payment. */
    reference: text().notNull(),
    /** Our state the event tells of ('active', 'paid'…). */
    status: text().notNull(),
    failureReason: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When it was applied to one of our rows; null while nothing of ours has taken it. */
    appliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('direct_debit_events_event_idx').on(t.provider, t.eventId)],
);
