import type { FieldError, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { requiredMessage } from '@/lib/validation-messages';
import type { WaiverQuestion } from '../api/waivers';

export type WaiverAnswers = Record<string, string | boolean>;

export const answerKey = (questionId: number) => `q${questionId}`;

export function isRequired(question: WaiverQuestion['question']): boolean {
  // Older answers from the API carry no flag: a waiver's questions are then all needed.
  return question.isRequired ?? true;
}

type Props = {
  item: WaiverQuestion;
  register: UseFormRegister<WaiverAnswers>;
  error: FieldError | undefined;
};

/** One question of a waiver, rendered by its type (waivers.tables.ts lists them). */
export function WaiverQuestionField({ item, register, error }: Props) {
  const { t } = useTranslation('account');
  const { question } = item;
  const required = isRequired(question);
  const rules = { required: required ? requiredMessage(t, question.label) : false };
  const name = answerKey(question.id);
  const message = error?.message;

  if (question.type === 'checkbox') {
    return (
      <div className={`field field--checkbox${message ? ' field--invalid' : ''}`}>
        <label className="field__check">
          <input type="checkbox" aria-invalid={message ? true : undefined} {...register(name, rules)} />{' '}
          {question.label}
        </label>
        {message ? <p className="field__error">{message}</p> : null}
      </div>
    );
  }
  if (question.type === 'yes_no') {
    return (
      <fieldset className={`field${message ? ' field--invalid' : ''}`}>
        <legend className="field__label">{question.label}</legend>
        <label className="field__check">
          <input type="radio" value="yes" {...register(name, rules)} /> {t('waivers.yes')}
        </label>{' '}
        <label className="field__check">
          <input type="radio" value="no" {...register(name, rules)} /> {t('waivers.no')}
        </label>
        {message ? <p className="field__error">{message}</p> : null}
      </fieldset>
    );
  }
  return (
    <Field label={question.label} error={message} required={required}>
      {(control) =>
        question.type === 'textarea' ? (
          <textarea className="field__input" rows={3} {...control} {...register(name, rules)} />
        ) : question.type === 'select' ? (
          <select className="field__input" {...control} {...register(name, rules)}>
            <option value="">{t('waivers.choose')}</option>
            {(question.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            className="field__input"
            type={question.type === 'date' ? 'date' : 'text'}
            {...control}
            {...register(name, rules)}
          />
        )
      }
    </Field>
  );
}
