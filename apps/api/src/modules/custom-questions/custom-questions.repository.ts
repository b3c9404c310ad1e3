import type { Answer, QuestionAnswer } from '@leisure/contracts/custom-questions';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { membershipTypes } from '../memberships/membership-catalogue.tables';
import { memberships } from '../memberships/memberships.tables';
import {
  customQuestionAnswers,
  customQuestionMembershipTypes,
  customQuestions,
} from './custom-questions.tables';

export type CustomQuestionRow = typeof customQuestions.$inferSelect;

/** The questions operators ask when joining, which types ask them, and the answers given. */
export function createCustomQuestionsRepository(db: Executor) {
  return {
    /** The active questions a membership type asks, in the operator's order (custom_question_membership_types_type_idx). */
    questionsFor(clientId: number, membershipTypeId: number): Promise<CustomQuestionRow[]> {
      return db
        .select({ question: customQuestions })
        .from(customQuestions)
        .innerJoin(
          customQuestionMembershipTypes,
          eq(customQuestionMembershipTypes.questionId, customQuestions.id),
        )
        .where(
          and(
            eq(customQuestionMembershipTypes.membershipTypeId, membershipTypeId),
            eq(customQuestions.clientId, clientId),
            eq(customQuestions.active, true),
          ),
        )
        .orderBy(asc(customQuestions.position), asc(customQuestions.id))
        .then((rows) => rows.map((row) => row.question));
    },

    /**
     * Whose membership it is and of which type; null when the operator has no such membership. Held
     * until the caller's transaction ends, so an unpaid join forgotten meanwhile cannot take it away
     * between this read and the answers' write.
     */
    async membershipOf(clientId: number, membershipId: number) {
      const [row] = await db
        .select({ userId: memberships.userId, membershipTypeId: memberships.membershipTypeId })
        .from(memberships)
        .where(and(eq(memberships.id, membershipId), eq(memberships.clientId, clientId)))
        .for('key share');
      return row ?? null;
    },

    /**
     * Makes the given answers the membership's answers: any other it had goes, and each given one is
     * written in one statement, replacing an earlier answer to its question (custom_question_answers_membership_question_key).
     */
    async replaceAnswers(clientId: number, membershipId: number, answers: QuestionAnswer[]) {
      const ids = answers.map((a) => a.questionId);
      await db
        .delete(customQuestionAnswers)
        .where(
          and(
            eq(customQuestionAnswers.membershipId, membershipId),
            eq(customQuestionAnswers.clientId, clientId),
            ids.length > 0 ? notInArray(customQuestionAnswers.questionId, ids) : undefined,
          ),
        );
      if (answers.length === 0) return;
      await db
        .insert(customQuestionAnswers)
        .values(answers.map(({ questionId, answer }) => ({ clientId, membershipId, questionId, answer })))
        .onConflictDoUpdate({
          target: [customQuestionAnswers.membershipId, customQuestionAnswers.questionId],
          set: { answer: sql`excluded.answer`, answeredAt: sql`excluded.answered_at` },
        });
    },

    /** A membership's answers, in the order their questions are asked. */
    async answersOf(clientId: number, membershipId: number): Promise<QuestionAnswer[]> {
      const rows = await db
        .select({ questionId: customQuestionAnswers.questionId, answer: customQuestionAnswers.answer })
        .from(customQuestionAnswers)
        .innerJoin(customQuestions, eq(customQuestions.id, customQuestionAnswers.questionId))
        .where(
          and(
            eq(customQuestionAnswers.membershipId, membershipId),
            eq(customQuestionAnswers.clientId, clientId),
          ),
        )
        .orderBy(asc(customQuestions.position), asc(customQuestions.id));
      // Only answers the shared validator let through are written (custom-questions.service.ts).
      return rows.map((row) => ({ questionId: row.questionId, answer: row.answer as Answer }));
    },

    // What an operator asks is written by its setup (the demo seed today; an admin screen later).
    async insertQuestion(values: typeof customQuestions.$inferInsert, askedBy: string[]): Promise<number> {
      const [row] = await db.insert(customQuestions).values(values).returning({ id: customQuestions.id });
      await db.insert(customQuestionMembershipTypes).select(
        db
          .select({
            questionId: sql<number>`cast(${row!.id} as integer)`.as('question_id'),
            membershipTypeId: membershipTypes.id,
          })
          .from(membershipTypes)
          .where(and(eq(membershipTypes.clientId, values.clientId), inArray(membershipTypes.slug, askedBy))),
      );
      return row!.id;
    },
  };
}
export type CustomQuestionsRepository = ReturnType<typeof createCustomQuestionsRepository>;
