import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

export type WaiverQuestion = {
  id: number;
  label: string;
  /** text, textarea, yes_no, checkbox, select, date */
  type: string;
  reference: string;
  isRequired: boolean;
  options?: { value: string; label: string }[];
};

/** A waiver ("restriction" in the real product) that an activity may require before booking. */
export const waivers = pgTable(
  'waivers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    slug: text().notNull(),
    name: text().notNull(),
    /** 'enhanced-pre-waiver' or 'standard'. */
    type: text().notNull().default('standard'),
    /** How long a signature lasts; null: until a new version is published. */
    validityMonths: integer(),
  },
  (t) => [unique('waivers_client_slug_key').on(t.clientId, t.slug)],
);

/** Each published wording of a waiver; customers sign the latest. */
export const waiverVersions = pgTable(
  'waiver_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    waiverId: integer()
      .notNull()
      .references(() => waivers.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    termsHtml: text().notNull(),
    questions: jsonb().$type<WaiverQuestion[]>().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('waiver_versions_waiver_version_key').on(t.waiverId, t.version)],
);

export const waiverSignatures = pgTable(
  'waiver_signatures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    waiverVersionId: integer()
      .notNull()
      .references(() => waiverVersions.id),
    answers: jsonb().$type<{ questionId: number; answer: string }[]>().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('waiver_signatures_user_idx').on(t.userId, t.waiverVersionId)],
);
