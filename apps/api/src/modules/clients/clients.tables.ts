import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** An operator ("client" in the real product). Every operator-owned row carries its id. */
export const clients = pgTable(
  'clients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** Host names that belong to this operator; a request's host picks its operator. */
    hosts: text().array().notNull().default(sql`'{}'::text[]`),
    currency: char({ length: 3 }).notNull().default('GBP'),
    creditsEnabled: boolean().notNull().default(true),
    directDebitProvider: text().notNull().default('sandbox'),
    collectDirectDebitBillingAddress: boolean().notNull().default(false),
    onlineJoiningEnabled: boolean().notNull().default(true),
    onlineJoiningMapEnabled: boolean().notNull().default(true),
    onlineGuestPassesEnabled: boolean().notNull().default(true),
    /** The longest a guest pass lasts from when it is sent; it never outlasts the allowance it came from. */
    guestPassValidDays: integer().notNull().default(7),
    activitiesV2Enabled: boolean('activities_v2_enabled').notNull().default(false),
    /** How long a waitlist offer holds its place before it passes to the next in the queue. */
    waitlistOfferMinutes: integer().notNull().default(60),
    /** Minor units charged as an unpaid fee for a cancellation inside the cut-off; null charges nothing. */
    lateCancellationFee: integer(),
    /** Minor units charged as an unpaid fee when a booked place is not attended; null charges nothing. */
    noShowFee: integer(),
    /** Failed direct-debit collections in a row after which a membership is suspended. */
    failedCollectionsLimit: integer().notNull().default(3),
    /** Days after a failed collection before it is presented again. */
    collectionRetryDays: integer().notNull().default(7),
    /** Days an eligibility document may be missing before the membership needing it is suspended. */
    eligibilityProofAllowanceDays: integer().notNull().default(14),
    mapStyleUrl: text().notNull().default(''),
    /** Sanitised before it is stored (platform/sanitise-html). */
    footerHtml: text().notNull().default(''),
    /** The operator's terms and conditions and privacy notice pages; sanitised before they are stored. */
    termsPageHtml: text().notNull().default(''),
    privacyPageHtml: text().notNull().default(''),
    /** The seller's details a receipt must carry: postal address (one line per entry) and VAT number. */
    addressLines: text().array().notNull().default(sql`'{}'::text[]`),
    vatNumber: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clients_hosts_idx').using('gin', t.hosts)],
);
