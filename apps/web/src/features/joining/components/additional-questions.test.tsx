import type { Answer, CustomQuestion } from '@leisure/contracts/custom-questions';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { typeInto } from '@/test/type-into';
import { AdditionalQuestions } from './additional-questions';

beforeAll(() => loadNamespaces('joining'));

const question = (id: number, over: Partial<CustomQuestion> & Pick<CustomQuestion, 'type' | 'label'>) => ({
  id,
  reference: `q${id}`,
  options: [],
  placeholder: null,
  default: null,
  isRequired: false,
  ...over,
});

const questions: CustomQuestion[] = [
  question(1, { type: 'select', label: 'How did you hear about us?', options: ['Radio', 'A friend'] }),
  question(2, {
    type: 'multi_select',
    label: 'What are your fitness goals?',
    options: ['Strength', 'Stamina'],
  }),
  question(3, {
    type: 'text',
    label: 'Emergency contact phone number',
    isRequired: true,
    placeholder: '07700',
  }),
  question(4, { type: 'number', label: 'Visits a week', default: 2 }),
  question(5, { type: 'date', label: 'When did you last exercise regularly?' }),
  question(6, { type: 'checkbox', label: 'I would like a free induction session', default: true }),
];

function renderQuestions(answers: Record<number, Answer> = {}, errors?: Record<number, string>) {
  const onChange = vi.fn();
  render(<AdditionalQuestions questions={questions} answers={answers} onChange={onChange} errors={errors} />);
  return onChange;
}

describe('AdditionalQuestions', () => {
  it('renders each question by its type, with its default until answered', () => {
    renderQuestions({ 2: ['Stamina'] });
    expect(screen.getByRole('combobox', { name: 'How did you hear about us?' })).toHaveProperty('value', '');
    expect(screen.getByRole('option', { name: 'Please choose' })).toBeTruthy();
    expect(screen.getByRole('group', { name: /What are your fitness goals\?/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Stamina' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Strength' })).toHaveProperty('checked', false);
    const phone = screen.getByRole('textbox', { name: 'Emergency contact phone number' });
    expect(phone.getAttribute('aria-required')).toBe('true');
    expect(phone.getAttribute('placeholder')).toBe('07700');
    expect(screen.getByRole('spinbutton', { name: 'Visits a week' })).toHaveProperty('value', '2');
    expect(screen.getByLabelText('When did you last exercise regularly?').getAttribute('type')).toBe('date');
    expect(screen.getByRole('checkbox', { name: 'I would like a free induction session' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('gives each answer in its type: text, a number, a list of options, a tick', () => {
    const onChange = renderQuestions({ 2: ['Stamina'] });
    typeInto(screen.getByRole('textbox', { name: 'Emergency contact phone number' }), '07700 900123');
    expect(onChange).toHaveBeenLastCalledWith(3, '07700 900123');
    typeInto(screen.getByRole('spinbutton', { name: 'Visits a week' }), '4');
    expect(onChange).toHaveBeenLastCalledWith(4, 4);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Strength' }));
    expect(onChange).toHaveBeenLastCalledWith(2, ['Strength', 'Stamina']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I would like a free induction session' }));
    expect(onChange).toHaveBeenLastCalledWith(6, false);
    fireEvent.change(screen.getByRole('combobox', { name: 'How did you hear about us?' }), {
      target: { value: 'A friend' },
    });
    expect(onChange).toHaveBeenLastCalledWith(1, 'A friend');
  });

  it('marks a question with an error invalid and described by the message', () => {
    renderQuestions({}, { 3: 'Emergency contact phone number is required.', 2: 'Choose from the list.' });
    const phone = screen.getByRole('textbox', { name: 'Emergency contact phone number' });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Emergency contact phone number is required.',
    );
    const goals = screen.getByRole('group', { name: /What are your fitness goals\?/ });
    expect(document.getElementById(goals.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose from the list.',
    );
    expect(screen.getByRole('checkbox', { name: 'Strength' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('spinbutton', { name: 'Visits a week' }).hasAttribute('aria-invalid')).toBe(
      false,
    );
  });
});
