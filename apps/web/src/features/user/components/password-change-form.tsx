import { passwordHelpText } from '@leisure/contracts/password-rules';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { applyFieldErrors } from '@/lib/form-errors';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { requiredMessage } from '@/lib/validation-messages';
import { type ChangePasswordInput, useChangePassword } from '../api/change-password';

const fields = ['currentPassword', 'password', 'passwordConfirmation'] as const;

/** My details' password change: the server's messages appear under their fields (spec part 1 §5). */
export function PasswordChangeForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;
  const labels = {
    currentPassword: t('password.current'),
    password: t('password.new'),
    passwordConfirmation: t('password.repeat'),
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      form.reset();
      showToast({ type: 'success', content: t('password.updated') });
    } catch (error) {
      const unmatched = applyFieldErrors(error, form.setError, fields);
      if (error instanceof HttpError && error.status !== 422) {
        showToast({ type: 'danger', content: error.message });
      } else if (unmatched.length > 0) {
        showToast({ type: 'danger', content: '', validationMessages: unmatched });
      }
    }
  });

  const rules = (field: (typeof fields)[number]) => ({ required: requiredMessage(t, labels[field]) });

  return (
    <section aria-labelledby="password-heading" className="details-section">
      <h2 id="password-heading">{t('password.heading')}</h2>
      <form onSubmit={submit} noValidate className="details-form">
        <TextField
          label={labels.currentPassword}
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword', rules('currentPassword'))}
        />
        <TextField
          label={labels.password}
          type="password"
          autoComplete="new-password"
          hint={passwordHelpText}
          required
          error={errors.password?.message}
          {...form.register('password', rules('password'))}
        />
        <TextField
          label={labels.passwordConfirmation}
          type="password"
          autoComplete="new-password"
          required
          error={errors.passwordConfirmation?.message}
          {...form.register('passwordConfirmation', rules('passwordConfirmation'))}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('password.submitting') : t('password.submit')}
        </Button>
      </form>
    </section>
  );
}
