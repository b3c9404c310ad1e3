import { answerErrors, isAnswered, isBlank } from '@leisure/contracts/custom-question-rules';
import type {
  Answer,
  CustomQuestion,
  CustomQuestionAnswersRequest,
} from '@leisure/contracts/custom-questions';

/** What the customer has given so far, by question id; a question they have not touched is absent. */
export type AdditionalAnswers = Record<number, Answer>;

/** The customer's answer, or the question's default until they give one. */
export function answerOf(question: CustomQuestion, answers: AdditionalAnswers): Answer | undefined {
  return answers[question.id] ?? question.default ?? undefined;
}

/** The body of the answering call: each question with an answer, a blank one being none. */
export function answersRequest(
  questions: CustomQuestion[],
  answers: AdditionalAnswers,
): CustomQuestionAnswersRequest {
  return {
    answers: questions.flatMap((question) => {
      const answer = answerOf(question, answers);
      return answer === undefined || isBlank(answer) ? [] : [{ questionId: question.id, answer }];
    }),
  };
}

/** Spec part 2 §4: the required questions with no answer, which hold the submit back with a toast. */
export function unansweredRequired(
  questions: CustomQuestion[],
  answers: AdditionalAnswers,
): CustomQuestion[] {
  return questions.filter((q) => q.isRequired && !isAnswered(q, answerOf(q, answers)));
}

/** One message a question, from the page's own check or from a 422 (both key them `answers.{id}`). */
export function questionErrors(errors: Record<string, string[]>): Record<number, string> {
  const byQuestion: Record<number, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const match = /^answers\.(\d+)$/.exec(key);
    if (match) byQuestion[Number(match[1])] = messages.join(' ');
  }
  return byQuestion;
}

/** The answers checked before sending, in the words the API would use. */
export function checkAnswers(
  questions: CustomQuestion[],
  answers: AdditionalAnswers,
): Record<number, string> {
  return questionErrors(answerErrors(questions, answersRequest(questions, answers).answers));
}

/** A number field's text as an answer: empty is no answer, and text that is no number stays text to be refused. */
export function numberAnswer(text: string): Answer {
  if (text.trim() === '') return '';
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}
