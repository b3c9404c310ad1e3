import type { DataField } from '@leisure/contracts/data-fields';
import { passwordHelpText } from '@leisure/contracts/password-rules';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { fieldName } from '../lib/field-values';

/** Lets the browser and assistive technology fill in the User's own attributes (WCAG 1.3.5). */
const autoCompletes: Record<string, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  dateOfBirth: 'bday',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  postcode: 'postal-code',
  password: 'new-password',
  passwordConfirmation: 'new-password',
};

const inputTypes: Record<string, string> = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  number: 'number',
  password: 'password',
};

type Props = { field: DataField; registration: UseFormRegisterReturn; error: string | undefined };

/** One field of the operator's form, rendered by its type (spec part 1 §5, part 2 §3). */
export function DataFieldInput({ field, registration, error }: Props) {
  const { t } = useTranslation('account');
  const name = fieldName(field);
  const disabled = !field.isAuthorised;
  const description = field.description ?? undefined;
  // Spec part 1 §6: a field the customer may not change shows its label greyed out.
  const className = `data-field${disabled ? ' data-field--unauthorised' : ''}`;

  if (field.type === 'checkbox') {
    return (
      <div className={className}>
        <CheckboxField field={field} registration={registration} error={error} />
      </div>
    );
  }

  const hint =
    field.type === 'date'
      ? [description, t('dataFields.dateHint')].filter(Boolean).join(' ')
      : name === 'password' && !description?.includes(passwordHelpText)
        ? [description, passwordHelpText].filter(Boolean).join(' ')
        : description;

  return (
    <div className={className}>
      <Field label={field.label} error={error} hint={hint} required={field.isRequired}>
        {(control) =>
          field.type === 'select' ? (
            <select className="field__input" {...control} {...registration} disabled={disabled}>
              <option value="">{field.placeholder ?? t('dataFields.choose')}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              className="field__input"
              type={field.type === 'date' ? 'text' : inputTypes[field.type]}
              inputMode={field.type === 'date' || field.type === 'number' ? 'numeric' : undefined}
              autoComplete={autoCompletes[name] ?? 'off'}
              placeholder={field.type === 'date' ? 'DD/MM/YYYY' : (field.placeholder ?? undefined)}
              {...control}
              {...registration}
              disabled={disabled}
            />
          )
        }
      </Field>
    </div>
  );
}

function CheckboxField({ field, registration, error }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [field.description ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <div className="field__checkbox-row">
        <input
          id={id}
          type="checkbox"
          className="field__checkbox"
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={field.isRequired || undefined}
          {...registration}
          disabled={!field.isAuthorised}
        />
        {/* As Field does for the other types: the star (field.css) for the eye, aria-required for the rest. */}
        <label
          className={field.isRequired ? 'field__label field__label--required' : 'field__label'}
          htmlFor={id}
        >
          {field.label}
        </label>
      </div>
      {field.description ? (
        <p className="field__hint" id={hintId}>
          {field.description}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
