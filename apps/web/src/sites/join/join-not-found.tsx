import { useTranslation } from 'react-i18next';
import { usePaths } from '@/lib/paths-context';
import { NotFoundPage } from '@/shell/pages/not-found-page';

export function Component() {
  const { t } = useTranslation('joining');
  const paths = usePaths();
  const home = paths.join.home.getHref();
  return <NotFoundPage trail={[{ label: t('centres.title'), href: home }]} home={home} />;
}
