import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { LoginForm } from '@/features/auth/components/login-form';
import { isSafeRedirect, toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { useSession } from '@/shell/session/session-context';
import { SignedOutOnly } from './require-session';
import './login-page.css';

const forgotParam = 'showForgotPassword';

// Fetched when asked for: its form is not part of the login page's first load.
const ForgottenPasswordModal = lazy(() =>
  import('@/features/auth/components/forgotten-password-modal').then((module) => ({
    default: module.ForgottenPasswordModal,
  })),
);

function LoginPage() {
  const { t } = useTranslation('account');
  const session = useSession();
  const paths = usePaths();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [forgotOpen, setForgotOpen] = useState(() => params.has(forgotParam));

  // Spec part 1 §2: showForgotPassword opens the modal, and is then removed from the address.
  useEffect(() => {
    if (!params.has(forgotParam)) return;
    setForgotOpen(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(forgotParam);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const signedIn = () => {
    session.signedIn();
    const redirect = params.get('redirect');
    navigate(
      isSafeRedirect(redirect) ? redirect : (toRouterPath(paths.account.dashboard.getHref()) ?? '/account/'),
      { replace: true },
    );
  };

  return (
    <section className="login-page" aria-labelledby="login-heading">
      <PageTitle title={t('login.title')} />
      <h1 id="login-heading">{t('login.heading')}</h1>
      <LoginForm onSignedIn={signedIn} onForgotPassword={() => setForgotOpen(true)} />
      <ul className="login-page__links">
        <li>
          {t('login.noAccount')}{' '}
          <AppLink href={paths.account.register.getHref()}>{t('login.createAccount')}</AppLink>
        </li>
        <li>
          {t('login.noPassword')}{' '}
          <AppLink href={paths.account.activate.getHref()}>{t('login.activateAccount')}</AppLink>
        </li>
      </ul>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgottenPasswordModal open onOpenChange={setForgotOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}

export function Component() {
  return (
    <SignedOutOnly>
      <LoginPage />
    </SignedOutOnly>
  );
}
