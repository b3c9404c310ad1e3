import { passwordHelpText, passwordProblems } from '@leisure/contracts/password-rules';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { applyFieldErrors } from '@/lib/form-errors';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { requiredMessage } from '@/lib/validation-messages';
import { type ResetPasswordAnswer, resetPassword } from '../api/reset-password';

type Values = { password: string; passwordConfirmation: string };

type Props = {
  token: string;
  submitLabel: string;
  submittingLabel: string;
  onDone: (answer: ResetPasswordAnswer) => void;
};

/**
 * 'New password' and 'Repeat password' (spec part 1 §2), for a reset and for a first password on
 * activation. The help text sits under the new password, and the server's messages too (§5).
 */
export function SetPasswordForm({ token, submitLabel, submittingLabel, onDone }: Props) {
  const { t } = useTranslation('account');
  const form = useForm<Values>({ defaultValues: { password: '', passwordConfirmation: '' } });
  const { errors, isSubmitting } = form.formState;
  const newLabel = t('reset.newPassword');
  const repeatLabel = t('reset.repeatPassword');

  const submit = form.handleSubmit(async (values) => {
    try {
      onDone(await resetPassword({ token, ...values }));
    } catch (error) {
      const unmatched = applyFieldErrors(error, form.setError, ['password', 'passwordConfirmation']);
      if (unmatched.length > 0) form.setError('password', { type: 'server', message: unmatched.join(' ') });
      // Spec part 1 §8: a password-reset failure shows the server's message.
      if (error instanceof HttpError && error.status !== 422) {
        showToast({ type: 'danger', content: error.serverMessage ?? error.message });
      } else if (!(error instanceof HttpError)) {
        showToast({ type: 'danger', content: t('errors.generic', { ns: 'common' }) });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={newLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={passwordHelpText}
        error={errors.password?.message}
        {...form.register('password', {
          required: requiredMessage(t, newLabel),
          // Checked here first so the customer is not sent to the server for a rule shown on screen.
          validate: (value) => passwordProblems(value).length === 0 || passwordHelpText,
        })}
      />
      <TextField
        label={repeatLabel}
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirmation?.message}
        {...form.register('passwordConfirmation', { required: requiredMessage(t, repeatLabel) })}
      />
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
