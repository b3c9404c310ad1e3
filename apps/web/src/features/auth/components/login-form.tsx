import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { applyFieldErrors } from '@/lib/form-errors';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { requiredMessage } from '@/lib/validation-messages';
import { type LoginInput, useLogin } from '../api/login';
import './login-form.css';

type Props = {
  /** The cookies are set and the user is in the cache. */
  onSignedIn: () => void;
  /** Opens the forgotten-password modal; no link when absent. */
  onForgotPassword?: () => void;
};

/** Spec part 1 §3 "Login": email or customer ID and password; failures as a toast (§8). */
export function LoginForm({ onSignedIn, onForgotPassword }: Props) {
  const { t } = useTranslation('account');
  const login = useLogin();
  const form = useForm<LoginInput>({ defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;
  const usernameLabel = t('login.username');
  const passwordLabel = t('login.password');

  const submit = form.handleSubmit(async (input) => {
    try {
      await login.mutateAsync(input);
    } catch (error) {
      const unmatched = applyFieldErrors(error, form.setError, ['username', 'password']);
      // Spec part 1 §8: login errors appear as a toast, the server's words or 'User signed out'.
      if (error instanceof HttpError && error.status === 401) {
        showToast({
          type: 'danger',
          content: error.serverMessage ?? t('errors.signedOut', { ns: 'common' }),
        });
      } else if (error instanceof HttpError && error.status !== 422) {
        showToast({ type: 'danger', content: error.serverMessage ?? error.message });
      } else if (unmatched.length > 0) {
        showToast({ type: 'danger', content: '', validationMessages: unmatched });
      } else if (!(error instanceof HttpError)) {
        showToast({ type: 'danger', content: t('errors.signedOut', { ns: 'common' }) });
      }
      return;
    }
    onSignedIn();
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={usernameLabel}
        autoComplete="username"
        required
        error={errors.username?.message}
        {...form.register('username', { required: requiredMessage(t, usernameLabel) })}
      />
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password', { required: requiredMessage(t, passwordLabel) })}
      />
      {onForgotPassword ? (
        <p className="login-form__forgot">
          <Button variant="text" size="sm" onClick={onForgotPassword} aria-haspopup="dialog">
            {t('login.forgotPassword')}
          </Button>
        </p>
      ) : null}
      <Button type="submit" size="lg" block disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
