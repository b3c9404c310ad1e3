import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { recordId, recordIdParam } from './record-id';

/**
 * The questions an operator asks whoever joins with some membership types, and the customer's answers
 * (spec part 2 §3 Additional question, §5; docs/decisions/042-custom-questions.md).
 */
export const questionTypes = ['text', 'number', 'select', 'multi_select', 'date', 'checkbox'] as const;
export type QuestionType = (typeof questionTypes)[number];

/** A date as YYYY-MM-DD, a multi-select as a list of its options, a checkbox as ticked or not. */
export const customQuestionAnswer = z.union([
  z.string().max(2000),
  z.number(),
  z.boolean(),
  z.array(z.string().max(500)).max(100),
]);
export type Answer = z.infer<typeof customQuestionAnswer>;

export const customQuestion = z.object({
  id: z.number().int(),
  reference: z.string(),
  label: z.string(),
  type: z.enum(questionTypes),
  /** Each option is its own value and label. */
  options: z.array(z.string()),
  placeholder: z.string().nullable(),
  /** What the field shows before the customer answers, as an answer of the question's type. */
  default: customQuestionAnswer.nullable(),
  isRequired: z.boolean(),
});
export type CustomQuestion = z.infer<typeof customQuestion>;

export const customQuestionsResponse = dataEnvelope(z.array(customQuestion));

/**
 * Both calls are `custom-questions/memberships/{id}`, as the spec writes them; the id is the membership
 * type chosen when loading, and the membership it made when answering (decision 042).
 */
export const customQuestionsTypeParams = z.object({ id: recordIdParam.describe('A membership type') });
export const customQuestionsMembershipParams = z.object({ id: recordIdParam.describe('A membership') });

export const questionAnswer = z.object({ questionId: recordId, answer: customQuestionAnswer });
export type QuestionAnswer = z.infer<typeof questionAnswer>;

export const customQuestionAnswersRequest = z.object({ answers: z.array(questionAnswer).max(200) });
export type CustomQuestionAnswersRequest = z.infer<typeof customQuestionAnswersRequest>;

/** The answers kept, in the order the questions are asked. */
export const customQuestionAnswersResponse = dataEnvelope(z.array(questionAnswer));

// The rules live apart from the schemas, so the joining page checks answers without loading zod.
export * from './custom-question-rules';
