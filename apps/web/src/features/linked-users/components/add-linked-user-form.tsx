import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/field';
import { applyFieldErrors } from '@/lib/form-errors';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { requiredMessage } from '@/lib/validation-messages';
import { useAddLinkedUser } from '../api/linked-users';
import { entryDateToWire } from '../lib/entry-date';

type Values = { firstName: string; lastName: string; dateOfBirth: string; relationship: string };
const fields = ['firstName', 'lastName', 'dateOfBirth', 'relationship'] as const;
const relationships = ['child', 'partner', 'parent', 'sibling', 'other'] as const;

/** Adds a family member who has no login of their own (issue 3, linked users). */
export function AddLinkedUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const add = useAddLinkedUser();
  const form = useForm<Values>({
    defaultValues: { firstName: '', lastName: '', dateOfBirth: '', relationship: '' },
  });
  const { errors } = form.formState;
  const label = (field: (typeof fields)[number]) => t(`linkedUsers.${field}`);

  const submit = form.handleSubmit(async (values) => {
    const dateOfBirth = entryDateToWire(values.dateOfBirth);
    if (!dateOfBirth) return;
    try {
      const added = await add.mutateAsync({ ...values, dateOfBirth });
      showToast({ type: 'success', content: t('linkedUsers.added', { name: added.firstName }) });
      onDone();
    } catch (error) {
      const unmatched = applyFieldErrors(error, form.setError, fields);
      if (error instanceof HttpError && error.status !== 422) {
        showToast({ type: 'danger', content: error.message });
      } else if (unmatched.length > 0) {
        showToast({ type: 'danger', content: '', validationMessages: unmatched });
      }
    }
  });

  return (
    <form className="linked-user-form" onSubmit={submit} noValidate>
      <TextField
        label={label('firstName')}
        autoComplete="off"
        required
        error={errors.firstName?.message}
        {...form.register('firstName', { required: requiredMessage(t, label('firstName')) })}
      />
      <TextField
        label={label('lastName')}
        autoComplete="off"
        required
        error={errors.lastName?.message}
        {...form.register('lastName', { required: requiredMessage(t, label('lastName')) })}
      />
      <TextField
        label={label('dateOfBirth')}
        hint={t('linkedUsers.dateHint')}
        inputMode="numeric"
        placeholder={t('linkedUsers.dateHint')}
        required
        error={errors.dateOfBirth?.message}
        {...form.register('dateOfBirth', {
          required: requiredMessage(t, label('dateOfBirth')),
          validate: (value) =>
            entryDateToWire(value) !== null || t('validation.dateInvalid', { ns: 'common' }),
        })}
      />
      <Field label={label('relationship')} required error={errors.relationship?.message}>
        {(control) => (
          <select
            className="field__input"
            {...control}
            {...form.register('relationship', { required: requiredMessage(t, label('relationship')) })}
          >
            <option value="">{t('linkedUsers.chooseRelationship')}</option>
            {relationships.map((value) => (
              <option key={value} value={t(`linkedUsers.relationships.${value}`)}>
                {t(`linkedUsers.relationships.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="linked-user-form__actions">
        <Button variant="secondary" onClick={onDone}>
          {t('linkedUsers.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('linkedUsers.saving') : t('linkedUsers.save')}
        </Button>
      </div>
    </form>
  );
}
