import { Outlet } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';

export async function loader() {
  await loadNamespaces('account');
  return null;
}

export function Component() {
  return <Outlet />;
}
