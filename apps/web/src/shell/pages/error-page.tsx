import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { reloadPage } from '@/lib/browser';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '../page-title';
import { StatusPage } from './status-page';

/** The full-page error of spec part 1 §2; `reload` adds a way to fetch the page again. */
export function ErrorPage({ reload = false }: { reload?: boolean }) {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <>
      <PageTitle title={t('errorPage.title')} />
      <StatusPage heading={t('errorPage.heading')} text={t('errorPage.text')}>
        {/* A full load, not a router move: whatever broke starts again from scratch. */}
        <a className="button button--lg button--primary" href={paths.bookings.home.getHref()}>
          {t('errorPage.goHome')}
        </a>
        {reload ? (
          <Button size="lg" variant="secondary" onClick={reloadPage}>
            {t('errorPage.reload')}
          </Button>
        ) : null}
      </StatusPage>
    </>
  );
}
