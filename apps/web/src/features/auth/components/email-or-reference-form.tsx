import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { applyFieldErrors } from '@/lib/form-errors';
import { HttpError } from '@/lib/http';
import { requiredMessage } from '@/lib/validation-messages';
import { isMultipleAccounts } from '../lib/is-multiple';

type Values = { emailOrReference: string };

type Props = {
  label: string;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the request; resolves with the server's message. */
  send: (emailOrReference: string) => Promise<{ message: string }>;
  onSent: (message: string) => void;
  /** The 'Multiple' answer: the customer ID must be asked for. */
  onMultiple?: (message: string) => void;
  autoComplete?: string;
};

/** One field, 'Email address or customer ID' or 'Customer ID', for a reset or an activation link. */
export function EmailOrReferenceForm({
  label,
  submitLabel,
  submittingLabel,
  send,
  onSent,
  onMultiple,
  autoComplete = 'username',
}: Props) {
  const { t } = useTranslation('account');
  const form = useForm<Values>({ defaultValues: { emailOrReference: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ emailOrReference }) => {
    try {
      const answer = await send(emailOrReference.trim());
      onSent(answer.message);
    } catch (error) {
      if (onMultiple && isMultipleAccounts(error)) {
        onMultiple(error.serverMessage ?? '');
        return;
      }
      const unmatched = applyFieldErrors(error, form.setError, ['emailOrReference']);
      const message =
        error instanceof HttpError
          ? error.status === 422
            ? unmatched.join(' ') || (Object.keys(error.fieldErrors).length ? '' : error.message)
            : (error.serverMessage ?? error.message)
          : t('errors.generic', { ns: 'common' });
      if (message) form.setError('emailOrReference', { type: 'server', message });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={label}
        autoComplete={autoComplete}
        required
        error={errors.emailOrReference?.message}
        {...form.register('emailOrReference', { required: requiredMessage(t, label) })}
      />
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
