import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables';
import { membershipTypes } from '../memberships/membership-catalogue.tables';
import { memberships } from '../memberships/memberships.tables';

/** The six kinds of question an operator may ask (spec part 2 §3 Additional question). */
export const questionKinds = ['text', 'number', 'select', 'multi_select', 'date', 'checkbox'] as const;

/** A question an operator asks whoever joins with some membership types. */
export const customQuestions = pgTable(
  'custom_questions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    /** The operator's own name for the question, for reports. */
    reference: text().notNull(),
    label: text().notNull(),
    type: text().notNull(),
    /** The choices of a select or multi-select question, in order. */
    options: text().array().notNull().default(sql`'{}'::text[]`),
    placeholder: text(),
    defaultValue: text(),
    isRequired: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [
    unique('custom_questions_client_reference_key').on(t.clientId, t.reference),
    check(
      'custom_questions_type',
      sql`${t.type} in ('text', 'number', 'select', 'multi_select', 'date', 'checkbox')`,
    ),
  ],
);

/** Which membership types ask which questions. */
export const customQuestionMembershipTypes = pgTable(
  'custom_question_membership_types',
  {
    questionId: integer()
      .notNull()
      .references(() => customQuestions.id, { onDelete: 'cascade' }),
    membershipTypeId: integer()
      .notNull()
      .references(() => membershipTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.membershipTypeId] }),
    index('custom_question_membership_types_type_idx').on(t.membershipTypeId),
  ],
);

/** A member's answer to a question, for one membership; answering again replaces it. */
export const customQuestionAnswers = pgTable(
  'custom_question_answers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    membershipId: integer()
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => customQuestions.id),
    /** A string, a number, a boolean, or a list of strings for a multi-select: as the question's type says. */
    answer: jsonb().notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('custom_question_answers_membership_question_key').on(t.membershipId, t.questionId)],
);
