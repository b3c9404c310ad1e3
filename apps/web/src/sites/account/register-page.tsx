import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { CreateAccountForm } from './create-account-form';
import { SignedOutOnly } from './require-session';
import './register-page.css';

/** /account/register (spec part 1 §2, §5): the operator's form, terms, then signed in. */
export function Component() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const navigate = useNavigate();
  return (
    <SignedOutOnly>
      <section className="register-page" aria-labelledby="register-heading">
        <PageTitle title={t('register.title')} />
        <h1 id="register-heading">{t('register.heading')}</h1>
        <p>
          {t('register.haveAccount')}{' '}
          <AppLink href={paths.account.login.getHref()}>{t('register.logIn')}</AppLink>
        </p>
        <p className="register-page__required-note">{t('register.requiredNote')}</p>
        <CreateAccountForm
          onboardingType="customer_account_online"
          source="my-account"
          onRegistered={() =>
            navigate(toRouterPath(paths.account.dashboard.getHref()) ?? '/account/', { replace: true })
          }
          aria-labelledby="register-heading"
        />
      </section>
    </SignedOutOnly>
  );
}
