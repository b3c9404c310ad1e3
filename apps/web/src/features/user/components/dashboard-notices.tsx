import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { usePaths } from '@/lib/paths-context';
import type { DashboardNotice } from '../lib/dashboard-notices';
import './dashboard-notices.css';

function NoticeBody({ notice }: { notice: DashboardNotice }) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  switch (notice.kind) {
    case 'proofOfEligibilityRequired':
      return (
        <>
          <h2 className="notice__title">{t('dashboard.proofRequiredTitle')}</h2>
          <p>
            {notice.days === null
              ? t('dashboard.proofRequiredTextNoDays')
              : t('dashboard.proofRequiredText', { count: notice.days })}
          </p>
          <AppLink href={paths.account.memberships.getHref()}>{t('dashboard.goToMemberships')}</AppLink>
        </>
      );
    case 'documentExpired':
      return (
        <>
          <h2 className="notice__title">{t('dashboard.documentExpiredTitle')}</h2>
          <p>{t('dashboard.documentExpiredText')}</p>
          <AppLink href={paths.account.memberships.getHref()}>{t('dashboard.goToMemberships')}</AppLink>
        </>
      );
    case 'documentExpiring':
      return (
        <>
          <h2 className="notice__title">{t('dashboard.documentExpiringTitle')}</h2>
          <p>{t('dashboard.documentExpiringText', { count: notice.days })}</p>
          <AppLink href={paths.account.memberships.getHref()}>{t('dashboard.goToMemberships')}</AppLink>
        </>
      );
    case 'unpaidFees':
      return (
        <>
          <h2 className="notice__title">{t('dashboard.unpaidFees')}</h2>
          <AppLink href={paths.account.payments.getHref()}>{t('dashboard.goToPayments')}</AppLink>
        </>
      );
  }
}

/** The dashboard's notices (spec part 1 §2), each with the way to act on it. */
export function DashboardNotices({ notices }: { notices: DashboardNotice[] }) {
  const { t } = useTranslation('account');
  if (notices.length === 0) return null;
  return (
    <section className="notices" aria-label={t('dashboard.notices')}>
      {notices.map((notice) => (
        <div
          key={notice.kind}
          className={`notice notice--${notice.kind === 'unpaidFees' || notice.kind === 'documentExpired' ? 'danger' : 'warning'}`}
        >
          <NoticeBody notice={notice} />
        </div>
      ))}
    </section>
  );
}
