import type { Answer, CustomQuestion, QuestionAnswer } from './custom-questions';

/** The answers' rules, shared by the API and the joining page (spec part 2 §5; decision 042). */
export const invalidDateMessage = 'Date must be valid.';
export const notAskedMessage = 'This question is not asked for this membership.';
export const answeredTwiceMessage = 'Answer each question once.';
export const requiredAnswerMessage = (label: string) => `${label} is required.`;

/** An empty text or an empty list is no answer at all. */
export function isBlank(answer: Answer | undefined): boolean {
  return (
    answer === undefined ||
    (typeof answer === 'string' && answer.trim() === '') ||
    (Array.isArray(answer) && answer.length === 0)
  );
}

/** Whether a question has an answer that counts: a required checkbox counts only when ticked. */
export function isAnswered(question: Pick<CustomQuestion, 'type'>, answer: Answer | undefined): boolean {
  return !isBlank(answer) && !(question.type === 'checkbox' && answer === false);
}

/** A real day: 2026-02-30 parses as 2 March in JavaScript, and is not one. */
function isCalendarDate(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === day;
}

type Checked = Pick<CustomQuestion, 'type' | 'label' | 'options'>;

/** What is wrong with an answer that is not blank, for its question's type, or null. */
export function typeProblem(question: Checked, answer: Answer): string | null {
  const { label, options } = question;
  switch (question.type) {
    case 'text':
      return typeof answer === 'string' ? null : `${label} must be text.`;
    case 'number':
      return typeof answer === 'number' && Number.isFinite(answer) ? null : `${label} must be a number.`;
    case 'select':
      return typeof answer === 'string' && options.includes(answer)
        ? null
        : `${label} must be one of the options.`;
    case 'multi_select':
      return Array.isArray(answer) && answer.every((choice) => options.includes(choice))
        ? null
        : `${label} must be chosen from the options.`;
    case 'date':
      return typeof answer === 'string' && isCalendarDate(answer) ? null : invalidDateMessage;
    case 'checkbox':
      return typeof answer === 'boolean' ? null : `${label} must be ticked or not.`;
  }
}

/**
 * The answers' problems, keyed `answers.{questionId}` as a 422 names them; empty when all is well.
 * The API refuses with them and the joining page shows them under each question, so both say the same.
 */
export function answerErrors(
  questions: Pick<CustomQuestion, 'id' | 'type' | 'label' | 'options' | 'isRequired'>[],
  answers: QuestionAnswer[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const given = new Map<number, Answer>();
  const asked = new Set(questions.map((q) => q.id));
  for (const { questionId, answer } of answers) {
    const key = `answers.${questionId}`;
    if (!asked.has(questionId)) errors[key] = [notAskedMessage];
    else if (given.has(questionId)) errors[key] = [answeredTwiceMessage];
    given.set(questionId, answer);
  }
  for (const question of questions) {
    const key = `answers.${question.id}`;
    if (errors[key]) continue;
    const answer = given.get(question.id);
    if (!isAnswered(question, answer)) {
      if (question.isRequired) errors[key] = [requiredAnswerMessage(question.label)];
      continue;
    }
    const problem = typeProblem(question, answer!);
    if (problem) errors[key] = [problem];
  }
  return errors;
}
