import { useTranslation } from 'react-i18next';
import { PageTitle } from '../page-title';
import { StatusPage } from './status-page';

/** Spec part 1 §2: shown when the theme call answers 503. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('maintenance.title')} />
      <StatusPage heading={t('maintenance.heading')} text={t('maintenance.text')} />
    </>
  );
}
