import { useTranslation } from 'react-i18next';
import { usePaths } from '@/lib/paths-context';
import { NotFoundPage } from '@/shell/pages/not-found-page';

/** Spec part 1 §2: any other account path shows the not-found page with a breadcrumb. */
export function Component() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const home = paths.account.dashboard.getHref();
  return <NotFoundPage trail={[{ label: t('breadcrumb.account'), href: home }]} home={home} />;
}
