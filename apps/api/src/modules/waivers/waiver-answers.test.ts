import { describe, expect, it } from 'vitest';
import { checkAnswers } from './waiver-answers';
import type { WaiverQuestion } from './waivers.tables';

const questions: WaiverQuestion[] = [
  { id: 1, label: 'Medical conditions', type: 'yes_no', reference: 'm', isRequired: true },
  { id: 2, label: 'Consent', type: 'checkbox', reference: 'c', isRequired: true },
  {
    id: 3,
    label: 'Level',
    type: 'select',
    reference: 'l',
    isRequired: false,
    options: [{ value: 'beginner', label: 'Beginner' }],
  },
  { id: 4, label: 'Notes', type: 'textarea', reference: 'n', isRequired: false },
];

describe('waiver answers', () => {
  it('keeps the answers to the version’s questions, trimmed, and drops the rest', () => {
    const { errors, kept } = checkAnswers(questions, [
      { questionId: 1, answer: ' No ' },
      { questionId: 2, answer: 'true' },
      { questionId: 3, answer: 'beginner' },
      { questionId: 99, answer: 'not asked' },
    ]);
    expect(errors).toEqual({});
    expect(kept).toEqual([
      { questionId: 1, answer: 'No' },
      { questionId: 2, answer: 'true' },
      { questionId: 3, answer: 'beginner' },
    ]);
  });

  it('names each problem by question: required, unticked, not a choice', () => {
    const { errors } = checkAnswers(questions, [
      { questionId: 2, answer: 'false' },
      { questionId: 3, answer: 'expert' },
    ]);
    expect(errors).toEqual({
      'answers.1': ['Medical conditions is required.'],
      'answers.2': ['Consent is required.'],
      'answers.3': ['Level is invalid.'],
    });
  });
});
