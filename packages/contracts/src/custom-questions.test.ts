import { describe, expect, it } from 'vitest';
import {
  type Answer,
  answerErrors,
  answeredTwiceMessage,
  type CustomQuestion,
  customQuestionAnswersRequest,
  invalidDateMessage,
  notAskedMessage,
} from './custom-questions';

let nextId = 1;
const question = (
  over: Partial<CustomQuestion> & Pick<CustomQuestion, 'type' | 'label'>,
): CustomQuestion => ({
  id: nextId++,
  reference: `q${nextId}`,
  options: [],
  placeholder: null,
  default: null,
  isRequired: false,
  ...over,
});

const heard = question({ type: 'select', label: 'How did you hear about us?', options: ['Friend', 'Radio'] });
const goals = question({ type: 'multi_select', label: 'Goals', options: ['Strength', 'Weight loss'] });
const phone = question({ type: 'text', label: 'Emergency contact phone number', isRequired: true });
const visits = question({ type: 'number', label: 'Visits a week' });
const lastExercised = question({ type: 'date', label: 'Last exercised' });
const induction = question({ type: 'checkbox', label: 'I would like a free induction session' });
const questions = [heard, goals, phone, visits, lastExercised, induction];

const errorsFor = (answers: Record<number, Answer>, asked = questions) =>
  answerErrors(
    asked,
    Object.entries(answers).map(([id, answer]) => ({ questionId: Number(id), answer })),
  );

describe('answerErrors', () => {
  it('accepts an answer of each type, and optional questions left out', () => {
    expect(
      errorsFor({
        [heard.id]: 'Radio',
        [goals.id]: ['Strength', 'Weight loss'],
        [phone.id]: '07700 900123',
        [visits.id]: 3,
        [lastExercised.id]: '2024-02-29',
        [induction.id]: false,
      }),
    ).toEqual({});
    expect(errorsFor({ [phone.id]: '07700 900123', [goals.id]: [], [heard.id]: '' })).toEqual({});
  });

  it('says "{label} is required." for a required question with no answer, an empty one or an unticked box', () => {
    const required = { [`answers.${phone.id}`]: ['Emergency contact phone number is required.'] };
    expect(errorsFor({})).toEqual(required);
    expect(errorsFor({ [phone.id]: '   ' })).toEqual(required);
    const ticked = question({ type: 'checkbox', label: 'I am fit to exercise', isRequired: true });
    const chosen = question({ type: 'multi_select', label: 'Goals', options: ['Yoga'], isRequired: true });
    expect(errorsFor({ [ticked.id]: false, [chosen.id]: [] }, [ticked, chosen])).toEqual({
      [`answers.${ticked.id}`]: ['I am fit to exercise is required.'],
      [`answers.${chosen.id}`]: ['Goals is required.'],
    });
    expect(errorsFor({ [ticked.id]: true, [chosen.id]: ['Yoga'] }, [ticked, chosen])).toEqual({});
  });

  it.each([
    ['2026-02-30', 'no such day'],
    ['2026-13-01', 'no such month'],
    ['31/01/2026', 'as it is shown, not as it is sent'],
    ['2026-1-5', 'without leading zeros'],
  ])('says "Date must be valid." for %s (%s)', (day) => {
    expect(errorsFor({ [phone.id]: 'x', [lastExercised.id]: day })).toEqual({
      [`answers.${lastExercised.id}`]: [invalidDateMessage],
    });
  });

  it('refuses an option not offered, a list for a select, a number as text, and a box as words', () => {
    expect(
      errorsFor({
        [phone.id]: 7700900123,
        [heard.id]: 'Television',
        [goals.id]: ['Strength', 'Flying'],
        [visits.id]: '3',
        [induction.id]: 'yes',
      }),
    ).toEqual({
      [`answers.${phone.id}`]: ['Emergency contact phone number must be text.'],
      [`answers.${heard.id}`]: ['How did you hear about us? must be one of the options.'],
      [`answers.${goals.id}`]: ['Goals must be chosen from the options.'],
      [`answers.${visits.id}`]: ['Visits a week must be a number.'],
      [`answers.${induction.id}`]: ['I would like a free induction session must be ticked or not.'],
    });
    expect(errorsFor({ [phone.id]: 'x', [heard.id]: ['Friend'] })).toHaveProperty([`answers.${heard.id}`]);
  });

  it('refuses an answer to a question not asked, and a question answered twice', () => {
    expect(
      answerErrors(questions, [
        { questionId: phone.id, answer: 'x' },
        { questionId: 9999, answer: 'x' },
        { questionId: heard.id, answer: 'Radio' },
        { questionId: heard.id, answer: 'Friend' },
      ]),
    ).toEqual({ 'answers.9999': [notAskedMessage], [`answers.${heard.id}`]: [answeredTwiceMessage] });
  });
});

describe('the answers request', () => {
  it('takes each kind of answer, and no object or null', () => {
    const answers = ['text', 3, true, ['a', 'b']].map((answer, i) => ({ questionId: i + 1, answer }));
    expect(customQuestionAnswersRequest.safeParse({ answers }).success).toBe(true);
    for (const answer of [null, { a: 1 }, [1, 2]])
      expect(customQuestionAnswersRequest.safeParse({ answers: [{ questionId: 1, answer }] }).success).toBe(
        false,
      );
  });
});
