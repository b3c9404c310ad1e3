import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { getStaffMe, staffMeKey } from '@/features/staff/api/get-staff-me';
import type { StaffMe } from '@/features/staff/api/staff-types';
import { EnrolStep } from '@/features/staff/components/enrol-step';
import { PasswordStep } from '@/features/staff/components/password-step';
import { RecoveryCodesStep } from '@/features/staff/components/recovery-codes-step';
import { VerifyStep } from '@/features/staff/components/verify-step';
import { type LoginStep, stepAfterPassword } from '@/features/staff/lib/login-steps';
import { PageTitle } from '@/shell/page-title';
import { safeFohRedirect } from './foh-paths';
import './foh-login.css';

/** /foh/login: password, then the second factor (enrolling it on a first sign-in), then the desk. */
export function Component() {
  const { t } = useTranslation('foh');
  const location = useLocation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<LoginStep>({ name: 'password' });

  const enter = (me: StaffMe) => {
    queryClient.setQueryData(staffMeKey, me);
    navigate(safeFohRedirect(params.get('redirect')), { replace: true });
  };
  const startAgain = () => setStep({ name: 'password' });
  // The guard sends a session the desk refused (a customer's) here with this mark.
  const refused = (location.state as { refused?: boolean } | null)?.refused === true;

  return (
    <section className="staff-login" aria-labelledby="staff-login-heading">
      <PageTitle title={t('login.title')} />
      <h1 id="staff-login-heading">{t('login.heading')}</h1>
      {params.get('reason') === 'idle' ? (
        <p className="staff-login__notice" role="status">
          {t('login.idleSignedOut')}
        </p>
      ) : null}
      {refused && step.name === 'password' ? (
        <p className="staff-login__notice" role="status">
          {t('login.refused')}
        </p>
      ) : null}
      {step.name === 'password' ? (
        <PasswordStep onNext={(next) => setStep(stepAfterPassword(next))} />
      ) : step.name === 'verify' ? (
        <VerifyStep
          recovery={step.recovery}
          onToggleRecovery={() => setStep({ name: 'verify', recovery: !step.recovery })}
          onSignedIn={enter}
          onStartAgain={startAgain}
        />
      ) : step.name === 'enrol' ? (
        <EnrolStep
          onConfirmed={(codes) => setStep({ name: 'recovery-codes', codes })}
          onStartAgain={startAgain}
        />
      ) : (
        <RecoveryCodesStep
          codes={step.codes}
          onSaved={() => {
            void queryClient
              .fetchQuery({ queryKey: staffMeKey, queryFn: getStaffMe })
              .then(enter, startAgain);
          }}
        />
      )}
    </section>
  );
}
