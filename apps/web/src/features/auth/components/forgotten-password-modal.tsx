import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { requestPasswordReset } from '../api/forgotten-password';
import { EmailOrReferenceForm } from './email-or-reference-form';

type Step = { name: 'ask' } | { name: 'customerId'; message: string } | { name: 'sent'; message: string };

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The forgotten-password modal of spec part 1 §2: 'Email address or customer ID', then 'Check your
 * email'; an email shared by several accounts brings a second modal asking for the 'Customer ID'.
 */
export function ForgottenPasswordModal({ open, onOpenChange }: Props) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>({ name: 'ask' });

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setStep({ name: 'ask' });
  };

  const sent = (message: string) => setStep({ name: 'sent', message });

  return (
    <>
      <Modal
        open={open && step.name !== 'customerId'}
        onOpenChange={change}
        title={step.name === 'sent' ? t('forgottenPassword.sentTitle') : t('forgottenPassword.title')}
        description={step.name === 'sent' ? t('forgottenPassword.sentText') : t('forgottenPassword.intro')}
      >
        {step.name === 'sent' ? (
          <Button size="lg" block onClick={() => change(false)}>
            {t('forgottenPassword.done')}
          </Button>
        ) : (
          <EmailOrReferenceForm
            label={t('forgottenPassword.field')}
            submitLabel={t('forgottenPassword.submit')}
            submittingLabel={t('forgottenPassword.submitting')}
            send={requestPasswordReset}
            onSent={sent}
            onMultiple={(message) => setStep({ name: 'customerId', message })}
          />
        )}
      </Modal>
      <Modal
        open={open && step.name === 'customerId'}
        onOpenChange={change}
        title={t('customerId.title')}
        description={step.name === 'customerId' && step.message ? step.message : t('customerId.intro')}
      >
        <EmailOrReferenceForm
          label={t('customerId.field')}
          submitLabel={t('forgottenPassword.submit')}
          submittingLabel={t('forgottenPassword.submitting')}
          autoComplete="off"
          send={requestPasswordReset}
          onSent={sent}
        />
      </Modal>
    </>
  );
}
