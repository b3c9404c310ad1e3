import type { DataField } from '@leisure/contracts/data-fields';
import { passwordHelpText, passwordProblems } from '@leisure/contracts/password-rules';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { requiredMessage } from '@/lib/validation-messages';
import { entryDateToWire } from '../lib/entry-date';
import {
  type DataFieldSection,
  type DataFieldValues,
  type FormValues,
  fieldName,
  initialValues,
  submittedValues,
} from '../lib/field-values';
import { placeServerErrors } from '../lib/server-errors';
import { DataFieldInput } from './data-field-input';
import './data-fields-form.css';

type Props = {
  /** The server's sections (GET /api/data-fields), each shown as a fieldset under its title… */
  sections?: readonly DataFieldSection[];
  /** …or a plain list of fields without headings. */
  fields?: readonly DataField[];
  /**
   * Called with valid values only (spec part 1 §5: submitted only if local checks pass). Throw the
   * HttpError of a 422 to get its messages under the fields; any other error shows as a toast.
   */
  onSubmit: (values: DataFieldValues) => Promise<void> | void;
  submitLabel: string;
  submittingLabel?: string;
  /** E.g. the register form's terms not yet accepted. */
  submitDisabled?: boolean;
  /** Shown after the fields, before the button (the terms checkbox of the register form). */
  children?: ReactNode;
  'aria-labelledby'?: string;
};

/**
 * The operator-defined form of spec part 1 §5 and part 2 §3, used to create an account and to edit
 * 'My details': fields by type, '{label} is required.', 'Date must be valid.', greyed fields the
 * customer may not change, server messages inline.
 */
export function DataFieldsForm({
  sections,
  fields,
  onSubmit,
  submitLabel,
  submittingLabel,
  submitDisabled = false,
  children,
  'aria-labelledby': labelledBy,
}: Props) {
  const { t } = useTranslation('account');
  const groups: readonly DataFieldSection[] = sections ?? [{ id: 0, title: '', fields: [...(fields ?? [])] }];
  const every = groups.flatMap((group) => group.fields);
  const form = useForm<FormValues>({ defaultValues: initialValues(every) });
  const { errors, isSubmitting } = form.formState;

  const rules = (field: DataField) => {
    if (!field.isAuthorised) return { disabled: true };
    const required = requiredMessage(t, field.label);
    return {
      validate: (value: string | boolean | undefined) => {
        if (field.type === 'checkbox') return !field.isRequired || value === true || required;
        const text = typeof value === 'string' ? value.trim() : '';
        if (!text) return !field.isRequired || required;
        if (field.type === 'date' && !entryDateToWire(text)) {
          return t('validation.dateInvalid', { ns: 'common' });
        }
        // A new password is checked against the rules its help text states before it is sent.
        if (field.type === 'password' && fieldName(field) === 'password' && passwordProblems(text).length) {
          return passwordHelpText;
        }
        return true;
      },
    };
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(submittedValues(every, values));
    } catch (error) {
      if (!(error instanceof HttpError)) {
        showToast({ type: 'danger', content: t('errors.generic', { ns: 'common' }) });
        return;
      }
      if (error.status !== 422) {
        showToast({ type: 'danger', content: error.message });
        return;
      }
      const names = every.map(fieldName);
      const { byField, unmatched } = placeServerErrors(error.fieldErrors, names);
      const first = names.find((name) => byField[name]);
      for (const [name, message] of Object.entries(byField)) {
        form.setError(name, { type: 'server', message }, { shouldFocus: name === first });
      }
      if (unmatched.length > 0 || !first) {
        showToast({
          type: 'danger',
          content: error.serverMessage ?? error.message,
          validationMessages: unmatched,
        });
      }
    }
  });

  return (
    <form className="data-fields-form" onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      {groups.map((group) => {
        const inputs = group.fields.map((field) => {
          const name = fieldName(field);
          return (
            <DataFieldInput
              key={field.id}
              field={field}
              registration={form.register(name, rules(field))}
              error={errors[name]?.message}
            />
          );
        });
        return group.title ? (
          <fieldset key={group.id} className="data-fields-form__section">
            <legend className="data-fields-form__legend">{group.title}</legend>
            <div className="data-fields-form__grid">{inputs}</div>
          </fieldset>
        ) : (
          <div key={group.id} className="data-fields-form__grid">
            {inputs}
          </div>
        );
      })}
      {children}
      <div className="data-fields-form__actions">
        <Button type="submit" size="lg" block disabled={submitDisabled || isSubmitting}>
          {isSubmitting && submittingLabel ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
