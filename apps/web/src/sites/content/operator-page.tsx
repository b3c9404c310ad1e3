import type { OperatorPageName } from '@leisure/contracts/client';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { OperatorHtml } from '@/components/ui/operator-html';
import { Spinner } from '@/components/ui/spinner';
import { useOperatorPage } from '@/features/footer/api/get-operator-page';
import { HttpError } from '@/lib/http';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { NotFoundPage } from '@/shell/pages/not-found-page';
import './operator-page.css';

/** The operator's terms or privacy page, in the shell, with the operator's own (sanitised) HTML. */
export function OperatorPage({ page }: { page: OperatorPageName }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const content = useOperatorPage(page);
  const title = t(`operatorPages.${page}`);
  if (content.error instanceof HttpError && content.error.status === 404) return <NotFoundPage />;
  return (
    <article className="operator-page" aria-labelledby="operator-page-heading">
      <PageTitle title={title} />
      <Breadcrumbs
        items={[{ label: t('nav.home'), href: paths.bookings.home.getHref() }, { label: title }]}
      />
      <h1 id="operator-page-heading">{title}</h1>
      {content.isPending ? <Spinner label={t('loading')} /> : null}
      {content.isError ? <p role="alert">{t('operatorPages.loadError')}</p> : null}
      {content.data ? <OperatorHtml html={content.data} className="operator-page__content" /> : null}
    </article>
  );
}
