import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StepHeading } from './step-heading';

/** The recovery codes, shown this once: the staff member says they saved them before going on. */
export function RecoveryCodesStep({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation('foh');
  return (
    <section aria-labelledby="staff-codes-heading">
      <StepHeading id="staff-codes-heading">{t('secondFactor.codesHeading')}</StepHeading>
      <p>{t('secondFactor.codesIntro')}</p>
      <ol className="staff-login__codes" aria-label={t('secondFactor.codesListLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button size="lg" block onClick={onSaved}>
        {t('secondFactor.codesSaved')}
      </Button>
    </section>
  );
}
