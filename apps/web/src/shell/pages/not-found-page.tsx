import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '../page-title';
import { StatusPage } from './status-page';

type Props = {
  /** The sub-site's own trail above the page (e.g. Account); the last crumb is added here. */
  trail?: Crumb[];
  /** Where 'Go home' leads: the sub-site's home, the bookings home by default. */
  home?: string;
  breadcrumb?: boolean;
};

/** Spec part 1 §2: the not-found page, with a breadcrumb. */
export function NotFoundPage({ trail, home, breadcrumb = true }: Props) {
  const { t } = useTranslation();
  const paths = usePaths();
  const homeHref = home ?? paths.bookings.home.getHref();
  const crumbs: Crumb[] = [
    ...(trail ?? [{ label: t('nav.home'), href: homeHref }]),
    { label: t('notFound.title') },
  ];
  return (
    <>
      <PageTitle title={t('notFound.title')} />
      <StatusPage
        heading={t('notFound.heading')}
        text={t('notFound.text')}
        before={breadcrumb ? <Breadcrumbs items={crumbs} /> : null}
      >
        <ButtonLink size="lg" href={homeHref}>
          {t('notFound.goHome')}
        </ButtonLink>
      </StatusPage>
    </>
  );
}
