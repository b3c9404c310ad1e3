import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { showToast } from '@/lib/toast';
import { PageTitle } from '@/shell/page-title';
import { useSession } from '@/shell/session/session-context';
import { SignedOutOnly } from './require-session';
import { useCheckedResetToken } from './use-checked-reset-token';
import './login-page.css';

function FirstPassword({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const session = useSession();
  const navigate = useNavigate();
  const paths = usePaths();
  const valid = useCheckedResetToken(token);

  if (!valid) return <p role="status">{t('reset.validating')}</p>;
  return (
    <>
      <p>{t('activate.passwordIntro')}</p>
      <SetPasswordForm
        token={token}
        submitLabel={t('activate.setPassword')}
        submittingLabel={t('reset.submitting')}
        onDone={(answer) => {
          showToast({ type: 'success', content: t('activate.done') });
          // The answer signs the customer in (its cookies are set); without a token they log in.
          if (answer.token) {
            session.signedIn();
            navigate(toRouterPath(paths.account.dashboard.getHref()) ?? '/account/', { replace: true });
          } else {
            navigate(toRouterPath(paths.account.login.getHref()) ?? '/account/login', { replace: true });
          }
        }}
      />
    </>
  );
}

/** /account/activate/{token}: the emailed link; a first password, then signed in. */
export function Component() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  return (
    <SignedOutOnly>
      <section className="login-page" aria-labelledby="activate-heading">
        <PageTitle title={t('activate.title')} />
        <h1 id="activate-heading">{t('activate.passwordHeading')}</h1>
        <FirstPassword token={token} />
      </section>
    </SignedOutOnly>
  );
}
