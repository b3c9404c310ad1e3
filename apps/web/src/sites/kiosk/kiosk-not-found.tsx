import { usePaths } from '@/lib/paths-context';
import { NotFoundPage } from '@/shell/pages/not-found-page';

export function Component() {
  const paths = usePaths();
  return <NotFoundPage home={paths.kiosk.home.getHref()} />;
}
