import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { type LoginInput, useLogin } from '@/features/auth/api/login';
import { applyFieldErrors } from '@/lib/form-errors';
import { HttpError } from '@/lib/http';
import { isSafeRedirect, toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { showToast } from '@/lib/toast';
import { requiredMessage } from '@/lib/validation-messages';
import { PageTitle } from '@/shell/page-title';
import { useSession } from '@/shell/session/session-context';
import { SignedOutOnly } from './require-session';
import './login-page.css';

function LoginForm() {
  const { t } = useTranslation('account');
  const session = useSession();
  const paths = usePaths();
  const navigate = useNavigate();
  const [params] = useSearchParams();
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
        showToast({ type: 'danger', content: error.message });
      } else if (unmatched.length > 0) {
        showToast({ type: 'danger', content: '', validationMessages: unmatched });
      }
      return;
    }
    session.signedIn();
    const redirect = params.get('redirect');
    navigate(
      isSafeRedirect(redirect) ? redirect : (toRouterPath(paths.account.dashboard.getHref()) ?? '/account/'),
      {
        replace: true,
      },
    );
  });

  return (
    <section className="login-page" aria-labelledby="login-heading">
      <PageTitle title={t('login.title')} />
      <h1 id="login-heading">{t('login.heading')}</h1>
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
        <Button type="submit" size="lg" block disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <p className="login-page__register">
        {t('login.noAccount')}{' '}
        <AppLink href={paths.account.register.getHref()}>{t('login.createAccount')}</AppLink>
      </p>
    </section>
  );
}

export function Component() {
  return (
    <SignedOutOnly>
      <LoginForm />
    </SignedOutOnly>
  );
}
