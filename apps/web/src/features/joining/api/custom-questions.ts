import type {
  CustomQuestion,
  CustomQuestionAnswersRequest,
  QuestionAnswer,
} from '@leisure/contracts/custom-questions';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

const path = '/api/custom-questions/memberships';

/** The additional questions a membership type asks (spec part 2 §7; the id is the type's, decision 042). */
export function getCustomQuestions(membershipTypeId: number): Promise<CustomQuestion[]> {
  return http<{ data: CustomQuestion[] }>(`${path}/${membershipTypeId}`).then((r) => r.data);
}

export const customQuestionsQueryOptions = (membershipTypeId: number) =>
  queryOptions({
    queryKey: ['custom-questions', membershipTypeId],
    queryFn: () => getCustomQuestions(membershipTypeId),
    staleTime: 60_000,
  });

/**
 * The answers for the membership a join or a change made (the id is the membership's): they replace its
 * earlier ones, and the answers kept come back. A 422 carries messages keyed `answers.{questionId}`.
 */
export function postCustomQuestionAnswers(
  membershipId: number,
  body: CustomQuestionAnswersRequest,
): Promise<QuestionAnswer[]> {
  return http<{ data: QuestionAnswer[] }>(`${path}/${membershipId}`, { method: 'POST', body }).then(
    (r) => r.data,
  );
}
