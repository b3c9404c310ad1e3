import { Outlet } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';

export async function loader() {
  // The centre cards speak the bookings site's words (their distance).
  await loadNamespaces('joining', 'bookings');
  return null;
}

export function Component() {
  return <Outlet />;
}
