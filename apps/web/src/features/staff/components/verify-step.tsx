import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { verifySecondFactor } from '../api/staff-auth';
import type { StaffMe } from '../api/staff-types';
import { codeProblem, normaliseCode, normaliseRecoveryCode } from '../lib/login-steps';
import { CodeField } from './code-field';
import { loginErrorText } from './login-error';
import { StepHeading } from './step-heading';

type Props = {
  recovery: boolean;
  onToggleRecovery: () => void;
  onSignedIn: (me: StaffMe) => void;
  onStartAgain: () => void;
};

/** The second step of a later sign-in: the authenticator's code, or one of the saved recovery codes. */
export function VerifyStep({ recovery, onToggleRecovery, onSignedIn, onStartAgain }: Props) {
  const { t } = useTranslation('foh');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem(recovery ? 'recoveryCode' : 'code') as HTMLInputElement;
    const problem = codeProblem(input.value, recovery);
    if (problem) {
      const field = recovery ? t('secondFactor.recoveryCode') : t('secondFactor.code');
      setError(problem === 'format' ? t('secondFactor.codeFormat') : t('login.required', { field }));
      input.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = recovery
        ? { recoveryCode: normaliseRecoveryCode(input.value) }
        : { code: normaliseCode(input.value) };
      onSignedIn(await verifySecondFactor(answer));
    } catch (caught) {
      setError(loginErrorText(caught, t('secondFactor.refused'), t));
      setBusy(false);
      input.select();
      input.focus();
    }
  };

  return (
    <section aria-labelledby="staff-verify-heading">
      <StepHeading id="staff-verify-heading">{t('secondFactor.verifyHeading')}</StepHeading>
      <p>{recovery ? t('secondFactor.recoveryIntro') : t('secondFactor.verifyIntro')}</p>
      <form onSubmit={submit} noValidate key={recovery ? 'recovery' : 'code'}>
        {recovery ? (
          <TextField
            label={t('secondFactor.recoveryCode')}
            name="recoveryCode"
            autoComplete="off"
            spellCheck={false}
            required
            error={error}
          />
        ) : (
          <CodeField error={error} />
        )}
        <Button type="submit" size="lg" block busy={busy}>
          {busy ? t('secondFactor.verifying') : t('secondFactor.verify')}
        </Button>
      </form>
      <p className="staff-login__links">
        <Button
          variant="text"
          size="sm"
          onClick={() => {
            setError(undefined);
            onToggleRecovery();
          }}
        >
          {recovery ? t('secondFactor.useCode') : t('secondFactor.useRecovery')}
        </Button>
        <Button variant="text" size="sm" onClick={onStartAgain}>
          {t('secondFactor.startAgain')}
        </Button>
      </p>
    </section>
  );
}
