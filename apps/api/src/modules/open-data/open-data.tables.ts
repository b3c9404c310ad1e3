import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';

/**
 * One row per item of the operator's OpenActive feeds (docs/decisions/055-open-data-feeds.md). Triggers on
 * the tables an item is made from write it in the same transaction as the change, so no code path can
 * change a session without the feed hearing of it. The item's data is read from its source when a page is
 * served; this row holds only where it sits in the feed and whether it is deleted.
 */
export const openDataItems = pgTable(
  'open_data_items',
  {
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    /** 'SessionSeries', 'CourseInstance' or 'FacilityUse' (of an activity); 'ScheduledSession' or 'Slot' (of an occurrence). */
    kind: text().notNull(),
    /** The activity's id or the occurrence's, as `kind` says: the RPDE item's `id`. */
    sourceId: integer().notNull(),
    /**
     * The id of the transaction that last changed it (pg_current_xact_id): the RPDE `modified`. A page lists
     * only items older than every transaction still running, so one committing late never lands behind a
     * consumer that has read past it.
     */
    modified: bigint({ mode: 'number' }).notNull(),
    /** When its session or course ends (null for a series or facility): past that, the sweep deletes it. */
    endsAt: timestamp({ withTimezone: true }),
    /** When it became a deleted item; it leaves the feed a retention window later. Null while live. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'open_data_items_pkey', columns: [t.kind, t.sourceId] }),
    index('open_data_items_feed_idx').on(t.clientId, t.kind, t.modified, t.sourceId),
    index('open_data_items_live_ends_idx').on(t.endsAt).where(sql`${t.deletedAt} is null`),
    index('open_data_items_deleted_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
  ],
);
