import { Outlet } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import { useKioskJoiningReset } from './kiosk-joining';

export async function loader() {
  // The centre cards speak the bookings site's words (their distance).
  await loadNamespaces('joining', 'bookings');
  return null;
}

export function Component() {
  // On a kiosk the page in view starts afresh at 90 s idle and goes home at 95 s (spec part 2 §4).
  const resets = useKioskJoiningReset();
  return resets === null ? null : <Outlet key={resets} />;
}
