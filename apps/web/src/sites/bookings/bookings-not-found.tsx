import { NotFoundPage } from '@/shell/pages/not-found-page';

export function Component() {
  return <NotFoundPage />;
}
