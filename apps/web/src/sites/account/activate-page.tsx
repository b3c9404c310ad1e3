import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { requestActivation } from '@/features/auth/api/activate';
import { EmailOrReferenceForm } from '@/features/auth/components/email-or-reference-form';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { SignedOutOnly } from './require-session';
import './login-page.css';

type Step = { name: 'ask' } | { name: 'customerId'; message: string } | { name: 'sent' };

function ActivateRequest() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const [step, setStep] = useState<Step>({ name: 'ask' });

  if (step.name === 'sent') {
    return (
      <div role="status">
        <h2>{t('activate.sentTitle')}</h2>
        <p>{t('activate.sentText')}</p>
        <AppLink href={paths.account.login.getHref()}>{t('activate.backToLogin')}</AppLink>
      </div>
    );
  }
  return (
    <>
      <p>{step.name === 'customerId' ? step.message || t('customerId.intro') : t('activate.intro')}</p>
      <EmailOrReferenceForm
        key={step.name}
        label={step.name === 'customerId' ? t('customerId.field') : t('activate.field')}
        submitLabel={t('activate.submit')}
        submittingLabel={t('activate.submitting')}
        send={requestActivation}
        onSent={() => setStep({ name: 'sent' })}
        onMultiple={step.name === 'ask' ? (message) => setStep({ name: 'customerId', message }) : undefined}
      />
      <p className="login-page__links">
        <AppLink href={paths.account.login.getHref()}>{t('activate.backToLogin')}</AppLink>
      </p>
    </>
  );
}

/**
 * /account/activate: a customer created at a venue or imported without a password asks for a
 * one-time link (issue 3). The same answer whether or not the account exists.
 */
export function Component() {
  const { t } = useTranslation('account');
  return (
    <SignedOutOnly>
      <section className="login-page" aria-labelledby="activate-heading">
        <PageTitle title={t('activate.title')} />
        <h1 id="activate-heading">{t('activate.heading')}</h1>
        <ActivateRequest />
      </section>
    </SignedOutOnly>
  );
}
