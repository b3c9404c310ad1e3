import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { users } from '../users/users.tables';

/** The operator-defined form of an onboarding type (customer_account_online, membership_purchase). */
export const dataFieldSections = pgTable(
  'data_field_sections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    onboardingType: text().notNull(),
    title: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('data_field_sections_client_type_idx').on(t.clientId, t.onboardingType)],
);

export const dataFields = pgTable(
  'data_fields',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    sectionId: integer()
      .notNull()
      .references(() => dataFieldSections.id, { onDelete: 'cascade' }),
    /** A user attribute (first_name, date_of_birth…) or a custom key whose answer is kept apart. */
    key: text().notNull(),
    label: text().notNull(),
    /** text, email, phone, number, select, date, checkbox, password */
    type: text().notNull(),
    options: jsonb().$type<{ value: string; label: string }[]>(),
    isRequired: boolean().notNull().default(false),
    /** False: shown greyed out, not editable by the customer. */
    isAuthorised: boolean().notNull().default(true),
    placeholder: text(),
    description: text(),
    position: integer().notNull().default(0),
  },
  (t) => [index('data_fields_section_idx').on(t.sectionId)],
);

/** Answers to custom fields (standard fields live on the user). */
export const dataFieldAnswers = pgTable(
  'data_field_answers',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fieldId: integer()
      .notNull()
      .references(() => dataFields.id, { onDelete: 'cascade' }),
    answer: text().notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fieldId] })],
);
