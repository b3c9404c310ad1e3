import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shell/page-title';

/** The desk's start: find a customer. */
export function Component() {
  const { t } = useTranslation('foh');
  return (
    <section aria-labelledby="foh-customers-heading">
      <PageTitle title={t('nav.customers')} />
      <h1 id="foh-customers-heading">{t('nav.customers')}</h1>
    </section>
  );
}
