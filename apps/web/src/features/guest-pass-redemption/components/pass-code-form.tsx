import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { normalisePassCode, passCodeLength, typedCodeProblem } from '../lib/pass-code';

type Props = {
  busy: boolean;
  onRedeem: (code: string) => void;
};

/** The code under the pass's QR code, typed: checked for its shape here, so a typo never reaches the server. */
export function PassCodeForm({ busy, onRedeem }: Props) {
  const { t } = useTranslation('fohOffice');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = typedCodeProblem(typed);
    if (problem) {
      setError(t(`redeem.codeErrors.${problem}`, { length: passCodeLength }));
      return;
    }
    setError(undefined);
    onRedeem(normalisePassCode(typed));
  };
  return (
    <form className="redeem-form" noValidate onSubmit={submit}>
      <TextField
        label={t('redeem.codeLabel')}
        hint={t('redeem.codeHint', { length: passCodeLength })}
        error={error}
        required
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className="redeem-form__code"
      />
      <Button type="submit" busy={busy}>
        {t('redeem.submit')}
      </Button>
    </form>
  );
}
