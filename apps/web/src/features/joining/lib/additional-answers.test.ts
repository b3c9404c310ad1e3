import type { CustomQuestion } from '@leisure/contracts/custom-questions';
import { describe, expect, it } from 'vitest';
import {
  answersRequest,
  checkAnswers,
  numberAnswer,
  questionErrors,
  unansweredRequired,
} from './additional-answers';

const question = (id: number, over: Partial<CustomQuestion>): CustomQuestion => ({
  id,
  reference: `q${id}`,
  label: `Question ${id}`,
  type: 'text',
  options: [],
  placeholder: null,
  default: null,
  isRequired: false,
  ...over,
});

const phone = question(1, { label: 'Emergency contact phone number', isRequired: true });
const visits = question(2, { type: 'number', default: 2 });
const induction = question(3, { type: 'checkbox', default: true });
const goals = question(4, { type: 'multi_select', options: ['Strength', 'Stamina'] });
const fit = question(5, { type: 'checkbox', label: 'I am fit to exercise', isRequired: true });
const questions = [phone, visits, induction, goals, fit];

describe('the answers of the additional details step', () => {
  it('sends each answer given, a default where none was, and nothing for a blank one', () => {
    expect(answersRequest(questions, { 1: '07700 900123', 3: false, 4: [], 5: true })).toEqual({
      answers: [
        { questionId: 1, answer: '07700 900123' },
        { questionId: 2, answer: 2 },
        { questionId: 3, answer: false },
        { questionId: 5, answer: true },
      ],
    });
    // A default the customer cleared is not put back.
    expect(answersRequest([visits], { 2: '' })).toEqual({ answers: [] });
  });

  it('finds the required questions with no answer: an empty text, or a box left unticked', () => {
    expect(unansweredRequired(questions, {})).toEqual([phone, fit]);
    expect(unansweredRequired(questions, { 1: '  ', 5: false })).toEqual([phone, fit]);
    expect(unansweredRequired(questions, { 1: '07700 900123', 5: true })).toEqual([]);
  });

  it('checks the answers in the words the API uses, one message a question', () => {
    expect(checkAnswers(questions, { 2: 'two', 5: true })).toEqual({
      1: 'Emergency contact phone number is required.',
      2: 'Question 2 must be a number.',
    });
    expect(questionErrors({ 'answers.7': ['Date must be valid.'], startDate: ['Not this one.'] })).toEqual({
      7: 'Date must be valid.',
    });
  });

  it('reads a number field: empty is no answer, a number is a number, anything else stays as typed', () => {
    expect([numberAnswer(''), numberAnswer('3'), numberAnswer('2.5'), numberAnswer('lots')]).toEqual([
      '',
      3,
      2.5,
      'lots',
    ]);
  });
});
