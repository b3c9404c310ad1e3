import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { PageTitle } from '@/shell/page-title';
import { fohPaths } from './foh-paths';

/** An unknown address under the desk, inside its frame. */
export function Component() {
  const { t } = useTranslation('foh');
  return (
    <section aria-labelledby="foh-not-found-heading">
      <PageTitle title={t('notFound.title')} />
      <h1 id="foh-not-found-heading">{t('notFound.heading')}</h1>
      <p>
        <AppLink href={fohPaths.home}>{t('notFound.back')}</AppLink>
      </p>
    </section>
  );
}
