import { useTranslation } from 'react-i18next';
import { DocumentQueue } from '@/features/review-queues/components/document-queue';
import { FreezeQueue } from '@/features/review-queues/components/freeze-queue';
import { PageTitle } from '@/shell/page-title';

/** Freeze requests and eligibility documents waiting for staff, each approved or rejected in a dialog. */
export function Component() {
  const { t } = useTranslation('fohOffice');
  return (
    <section aria-labelledby="foh-queues-heading">
      <PageTitle title={t('queues.title')} />
      <h1 id="foh-queues-heading">{t('queues.title')}</h1>
      <p>{t('queues.intro')}</p>
      <FreezeQueue />
      <DocumentQueue />
    </section>
  );
}
