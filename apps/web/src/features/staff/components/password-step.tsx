import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { staffLogin } from '../api/staff-auth';
import type { SecondFactorStep } from '../api/staff-types';
import { loginErrorText } from './login-error';

type Errors = { username?: string; password?: string; form?: string };

/** The first step: email or staff ID and password; the answer says which second-factor step follows. */
export function PasswordStep({ onNext }: { onNext: (next: SecondFactorStep) => void }) {
  const { t } = useTranslation('foh');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const missing: Errors = {};
    if (!username) missing.username = t('login.required', { field: t('login.username') });
    if (!password) missing.password = t('login.required', { field: t('login.password') });
    setErrors(missing);
    const first = missing.username ? 'username' : missing.password ? 'password' : null;
    if (first) {
      (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setBusy(true);
    try {
      onNext(await staffLogin({ username, password }));
    } catch (error) {
      setErrors({ form: loginErrorText(error, t('login.wrongPassword'), t) });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="staff-login-heading">
      {errors.form ? (
        <p className="staff-login__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        required
        error={errors.username}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Button type="submit" size="lg" block busy={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
