import type { WaiverQuestion } from './waivers.tables';

export type Answer = { questionId: number; answer: string };

const yesNo = new Set(['yes', 'no']);
const ticked = new Set(['true', '1', 'yes', 'on']);

/** One question's problem with its answer, in the words the signing form shows, or null. */
function problemWith(question: WaiverQuestion, answer: string): string | null {
  const blank =
    answer.trim() === '' || (question.type === 'checkbox' && !ticked.has(answer.trim().toLowerCase()));
  if (blank) return question.isRequired ? `${question.label} is required.` : null;
  if (question.type === 'yes_no' && !yesNo.has(answer.trim().toLowerCase())) {
    return `${question.label} must be yes or no.`;
  }
  if (question.type === 'select' && !question.options?.some((o) => o.value === answer)) {
    return `${question.label} is invalid.`;
  }
  if (question.type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(answer.trim())) return 'Date must be valid.';
  return null;
}

/**
 * Checks the answers against the version's questions. Errors are keyed `answers.{questionId}`, as the
 * form names its fields; answers to questions the version does not ask are dropped, not stored.
 */
export function checkAnswers(
  questions: WaiverQuestion[],
  answers: Answer[],
): { errors: Record<string, string[]>; kept: Answer[] } {
  const given = new Map(answers.map((a) => [a.questionId, a.answer]));
  const errors: Record<string, string[]> = {};
  const kept: Answer[] = [];
  for (const question of questions) {
    const answer = given.get(question.id) ?? '';
    const problem = problemWith(question, answer);
    if (problem) errors[`answers.${question.id}`] = [problem];
    else if (answer.trim() !== '') kept.push({ questionId: question.id, answer: answer.trim() });
  }
  return { errors, kept };
}
