import type { Answer, CustomQuestion } from '@leisure/contracts/custom-questions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { type AdditionalAnswers, answerOf, numberAnswer } from '../lib/additional-answers';
import './additional-questions.css';

type Props = {
  questions: CustomQuestion[];
  /** The customer's answers so far; a question they have not touched shows its default. */
  answers: AdditionalAnswers;
  onChange: (questionId: number, answer: Answer) => void;
  /** One message a question (questionErrors gives them from a check or a 422). */
  errors: Record<number, string> | undefined;
};

/** The additional details step's questions, each rendered by its type (spec part 2 §2, §3). */
export function AdditionalQuestions({ questions, answers, onChange, errors }: Props) {
  return (
    <div className="additional-questions">
      {questions.map((question) => (
        <Question
          key={question.id}
          question={question}
          answer={answerOf(question, answers)}
          onChange={(answer) => onChange(question.id, answer)}
          error={errors?.[question.id]}
        />
      ))}
    </div>
  );
}

type QuestionProps = {
  question: CustomQuestion;
  answer: Answer | undefined;
  onChange: (answer: Answer) => void;
  error: string | undefined;
};

function Question({ question, answer, onChange, error }: QuestionProps) {
  const { t } = useTranslation('joining');
  const { label, isRequired: required } = question;
  const placeholder = question.placeholder ?? undefined;
  const text = typeof answer === 'string' || typeof answer === 'number' ? String(answer) : '';
  switch (question.type) {
    case 'checkbox':
      return <Checkbox question={question} ticked={answer === true} onChange={onChange} error={error} />;
    case 'multi_select':
      return (
        <Choices
          question={question}
          chosen={Array.isArray(answer) ? answer : []}
          onChange={onChange}
          error={error}
        />
      );
    case 'select':
      return (
        <SelectField
          label={label}
          required={required}
          error={error}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="">{placeholder ?? t('additional.choose')}</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      );
    case 'number':
      return (
        <TextField
          label={label}
          required={required}
          error={error}
          type="number"
          inputMode="decimal"
          placeholder={placeholder}
          value={text}
          onChange={(e) => onChange(numberAnswer(e.currentTarget.value))}
        />
      );
    default:
      // A native date field shows the customer's own format and always gives YYYY-MM-DD.
      return (
        <TextField
          label={label}
          required={required}
          error={error}
          type={question.type === 'date' ? 'date' : 'text'}
          placeholder={placeholder}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

type CheckboxProps = {
  question: CustomQuestion;
  ticked: boolean;
  onChange: (ticked: boolean) => void;
  error: string | undefined;
};

/** The box before its label, as the data-field form draws one: Field puts the label above. */
function Checkbox({ question, ticked, onChange, error }: CheckboxProps) {
  const id = useId();
  return (
    <div className={`field additional-question--checkbox${error ? ' field--invalid' : ''}`}>
      <div className="additional-question__check">
        <input
          id={id}
          type="checkbox"
          checked={ticked}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={question.isRequired || undefined}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <label
          htmlFor={id}
          className={question.isRequired ? 'field__label field__label--required' : 'field__label'}
        >
          {question.label}
        </label>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ChoicesProps = {
  question: CustomQuestion;
  chosen: string[];
  onChange: (chosen: string[]) => void;
  error: string | undefined;
};

/** A multi-select as a group of boxes: every option in sight, each reached by Tab, the question as legend. */
function Choices({ question, chosen, onChange, error }: ChoicesProps) {
  const { t } = useTranslation('joining');
  const id = useId();
  const toggle = (option: string, ticked: boolean) =>
    // Kept in the options' order, whatever order they were ticked in.
    onChange(question.options.filter((o) => (o === option ? ticked : chosen.includes(o))));
  return (
    <fieldset
      className={`field additional-question__choices${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={question.isRequired ? 'field__label field__label--required' : 'field__label'}>
        {question.label}
        {/* A group cannot be aria-required: the word is said instead of the star. */}
        {question.isRequired ? <span className="visually-hidden"> {t('additional.required')}</span> : null}
      </legend>
      {question.options.map((option, index) => (
        <div className="additional-question__check" key={option}>
          <input
            id={`${id}-${index}`}
            type="checkbox"
            checked={chosen.includes(option)}
            aria-invalid={error ? true : undefined}
            onChange={(e) => toggle(option, e.currentTarget.checked)}
          />
          <label htmlFor={`${id}-${index}`}>{option}</label>
        </div>
      ))}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
