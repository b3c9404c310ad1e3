import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/shell/page-title';
import { useSession } from '@/shell/session/session-context';
import { RequireSession } from './require-session';

function Dashboard() {
  const { t } = useTranslation('account');
  const { user, logOut } = useSession();
  if (!user) return null;
  return (
    <section aria-labelledby="dashboard-heading">
      <PageTitle title={t('dashboard.title')} />
      <h1 id="dashboard-heading">{t('dashboard.heading')}</h1>
      <p>{t('dashboard.welcome', { firstName: user.firstName })}</p>
      <p>{t('dashboard.customerNumber', { reference: user.reference })}</p>
      <Button variant="secondary" onClick={() => void logOut()}>
        {t('dashboard.logOut')}
      </Button>
    </section>
  );
}

/** The account dashboard: for now the greeting; notices and next booking come with later issues. */
export function Component() {
  return (
    <RequireSession>
      <Dashboard />
    </RequireSession>
  );
}
