import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { confirmEnrolment, startEnrolment } from '../api/staff-auth';
import type { Enrolment } from '../api/staff-types';
import { codeProblem, normaliseCode } from '../lib/login-steps';
import { CodeField } from './code-field';
import { loginErrorText } from './login-error';
import { StepHeading } from './step-heading';

/** The QR code as an image: the server's SVG is drawn, never put into the page as markup. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type Props = { onConfirmed: (recoveryCodes: string[]) => void; onStartAgain: () => void };

/** A first sign-in: scan the QR code (or type the key), then prove it with the app's first code. */
export function EnrolStep({ onConfirmed, onStartAgain }: Props) {
  const { t } = useTranslation('foh');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);

  // Each call makes a new secret: asked once for this step.
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    startEnrolment().then(setEnrolment, (caught) =>
      setFailed(loginErrorText(caught, t('errors.generic', { ns: 'common' }), t)),
    );
  }, [t]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    const problem = codeProblem(input.value, false);
    if (problem) {
      setError(
        problem === 'format'
          ? t('secondFactor.codeFormat')
          : t('login.required', { field: t('secondFactor.code') }),
      );
      input.focus();
      return;
    }
    setBusy(true);
    try {
      onConfirmed(await confirmEnrolment(normaliseCode(input.value)));
    } catch (caught) {
      setError(loginErrorText(caught, t('secondFactor.refused'), t));
      setBusy(false);
      input.select();
      input.focus();
    }
  };

  return (
    <section aria-labelledby="staff-enrol-heading">
      <StepHeading id="staff-enrol-heading">{t('secondFactor.enrolHeading')}</StepHeading>
      <p>{t('secondFactor.enrolIntro')}</p>
      {failed ? (
        <p className="staff-login__error" role="alert">
          {failed}
        </p>
      ) : !enrolment ? (
        <Spinner label={t('secondFactor.enrolLoading')} />
      ) : (
        <>
          <img
            className="staff-login__qr"
            src={svgDataUrl(enrolment.qrSvg)}
            alt={t('secondFactor.qrAlt')}
            width={200}
            height={200}
          />
          <p>{t('secondFactor.secretLabel')}</p>
          <p>
            <code className="staff-login__secret" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <form onSubmit={submit} noValidate>
            <CodeField error={error} />
            <Button type="submit" size="lg" block busy={busy}>
              {busy ? t('secondFactor.confirming') : t('secondFactor.confirm')}
            </Button>
          </form>
        </>
      )}
      <p className="staff-login__links">
        <Button variant="text" size="sm" onClick={onStartAgain}>
          {t('secondFactor.startAgain')}
        </Button>
      </p>
    </section>
  );
}
