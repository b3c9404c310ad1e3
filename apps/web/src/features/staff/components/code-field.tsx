import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/field';

/** An authenticator's 6-digit code: the phone's keypad, and the browser's one-time-code autofill. */
export function CodeField({ error, autoFocus }: { error?: string | undefined; autoFocus?: boolean }) {
  const { t } = useTranslation('foh');
  return (
    <TextField
      label={t('secondFactor.code')}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 -]*"
      maxLength={7}
      required
      error={error}
      // The step's heading has the focus first when the step is announced; this is for a retry.
      autoFocus={autoFocus}
      className="staff-login__code"
    />
  );
}
