import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';

/** Terms a customer accepts: at registration, at checkout, for a membership. HTML sanitised when stored. */
export const terms = pgTable(
  'terms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    title: text().notNull(),
    html: text().notNull(),
    /** Where they apply: 'registration', 'checkout', 'membership'. */
    appliesTo: text().array().notNull().default(sql`'{}'::text[]`),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [index('terms_client_idx').on(t.clientId)],
);
