import { type FormEvent, useState } from 'react';
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

type Errors = Partial<Record<keyof LoginInput, string>>;
const fields = ['username', 'password'] as const;

/**
 * Spec part 1 §3 "Login": email or customer ID and password; failures as a toast (§8). Two fields need no
 * form library: this form is on the login page's first load, which has a JavaScript budget.
 */
export function LoginForm({ onSignedIn, onForgotPassword }: Props) {
  const { t } = useTranslation('account');
  const login = useLogin();
  const [errors, setErrors] = useState<Errors>({});
  const labels = { username: t('login.username'), password: t('login.password') };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    const missing: Errors = {};
    for (const field of fields) if (!input[field]) missing[field] = requiredMessage(t, labels[field]);
    setErrors(missing);
    const firstMissing = fields.find((field) => missing[field]);
    if (firstMissing) {
      (form.elements.namedItem(firstMissing) as HTMLInputElement | null)?.focus();
      return;
    }
    try {
      await login.mutateAsync(input);
    } catch (error) {
      const fromServer: Errors = {};
      const unmatched = applyFieldErrors<LoginInput>(
        error,
        (name, { message }) => {
          if (name === 'username' || name === 'password') fromServer[name] = message;
        },
        fields,
      );
      setErrors(fromServer);
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
  };

  // A message goes as soon as its field is filled in again, as it did with the form library.
  const clearOnInput = (field: keyof LoginInput) => (event: FormEvent<HTMLInputElement>) => {
    if (errors[field] && event.currentTarget.value)
      setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={labels.username}
        name="username"
        autoComplete="username"
        required
        error={errors.username}
        onInput={clearOnInput('username')}
      />
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        onInput={clearOnInput('password')}
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
