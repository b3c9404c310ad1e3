import {
  type Answer,
  answerErrors,
  type CustomQuestion,
  isBlank,
  type QuestionAnswer,
  type QuestionType,
  typeProblem,
} from '@leisure/contracts/custom-questions';
import type { Db, Executor } from '../../platform/db/client';
import { notFound, unprocessable } from '../../platform/http/errors';
import { type CustomQuestionRow, createCustomQuestionsRepository } from './custom-questions.repository';

export const membershipNotFoundMessage = 'Membership not found.';

type Deps = {
  db: Db;
  /** Whether a user is a family member linked to the account holder, read in the caller's transaction. */
  isFamilyOf(executor: Executor, clientId: number, parentUserId: number, userId: number): Promise<boolean>;
};

/**
 * The stored default (text) as an answer of the question's type: a number, 'true' for a ticked box, a
 * multi-select's options one a line. A default its own question would refuse is no default.
 */
function defaultOf(row: CustomQuestionRow, type: QuestionType): Answer | null {
  const text = row.defaultValue;
  if (text === null || text.trim() === '') return null;
  const typed =
    type === 'number'
      ? Number(text)
      : type === 'checkbox'
        ? text === 'true'
        : type === 'multi_select'
          ? text.split('\n')
          : text;
  return typeProblem({ type, label: row.label, options: row.options }, typed) === null ? typed : null;
}

function toQuestion(row: CustomQuestionRow): CustomQuestion {
  // The table's check constraint allows only these six.
  const type = row.type as QuestionType;
  return {
    id: row.id,
    reference: row.reference,
    label: row.label,
    type,
    options: row.options,
    placeholder: row.placeholder,
    default: defaultOf(row, type),
    isRequired: row.isRequired,
  };
}

/** The additional questions of joining (spec part 2 §3, §5; docs/decisions/042-custom-questions.md). */
export function createCustomQuestionsService({ db, isFamilyOf }: Deps) {
  return {
    /** What a membership type asks; a type that asks nothing, or that the operator does not have, asks nothing. */
    async questionsFor(clientId: number, membershipTypeId: number): Promise<CustomQuestion[]> {
      return (await createCustomQuestionsRepository(db).questionsFor(clientId, membershipTypeId)).map(
        toQuestion,
      );
    },

    /**
     * Answers for a membership of the customer's own or of a family member's (anyone else's is not found,
     * as for a record that does not exist), checked as the joining page checks them. The answers given
     * become the membership's answers; blank ones are left out. Answers the answers kept.
     */
    async answer(
      clientId: number,
      actingUserId: number,
      membershipId: number,
      answers: QuestionAnswer[],
    ): Promise<QuestionAnswer[]> {
      return db.transaction(async (tx) => {
        const repo = createCustomQuestionsRepository(tx);
        const membership = await repo.membershipOf(clientId, membershipId);
        if (
          !membership ||
          (membership.userId !== actingUserId &&
            !(await isFamilyOf(tx, clientId, actingUserId, membership.userId)))
        )
          throw notFound(membershipNotFoundMessage);
        const asked =
          membership.membershipTypeId === null
            ? []
            : (await repo.questionsFor(clientId, membership.membershipTypeId)).map(toQuestion);
        const errors = answerErrors(asked, answers);
        if (Object.keys(errors).length > 0) throw unprocessable(errors);
        await repo.replaceAnswers(
          clientId,
          membershipId,
          answers.filter((a) => !isBlank(a.answer)),
        );
        return repo.answersOf(clientId, membershipId);
      });
    },
  };
}
export type CustomQuestionsService = ReturnType<typeof createCustomQuestionsService>;
