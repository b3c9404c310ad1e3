import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { SignedOutOnly } from './require-session';
import { useCheckedResetToken } from './use-checked-reset-token';
import './login-page.css';

function PasswordReset({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const valid = useCheckedResetToken(token);
  const [done, setDone] = useState(false);

  if (!valid) {
    return (
      <p role="status" className="login-page__validating">
        {t('reset.validating')}
      </p>
    );
  }
  if (done) {
    return (
      <div role="status">
        <p>{t('reset.success')}</p>
        <ButtonLink href={paths.account.login.getHref()} size="lg" block>
          {t('reset.logIn')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <SetPasswordForm
      token={token}
      submitLabel={t('reset.submit')}
      submittingLabel={t('reset.submitting')}
      onDone={() => setDone(true)}
    />
  );
}

/** /account/password-reset/{token} (spec part 1 §2): validate, then a new password. */
export function Component() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  return (
    <SignedOutOnly>
      <section className="login-page" aria-labelledby="reset-heading">
        <PageTitle title={t('reset.title')} />
        <h1 id="reset-heading">{t('reset.heading')}</h1>
        <PasswordReset token={token} />
      </section>
    </SignedOutOnly>
  );
}
