import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters, in the database so that every instance counts together. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
