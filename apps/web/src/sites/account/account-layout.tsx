import { Outlet } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import { useSession } from '@/shell/session/session-context';
import { AccountNav } from './account-nav';
import './account-layout.css';

export async function loader() {
  await loadNamespaces('account');
  return null;
}

/** The my-account site: its navigation for a signed-in customer, above the page. */
export function Component() {
  const session = useSession();
  return (
    <div className="account-site">
      {session.status === 'signed-in' ? <AccountNav /> : null}
      <Outlet />
    </div>
  );
}
