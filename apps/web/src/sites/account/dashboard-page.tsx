import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useClientConfig } from '@/features/client/api/get-client-config';
import { PhotoReminder } from '@/features/profile-photo/components/photo-reminder';
import { ProfilePhotoImage } from '@/features/profile-photo/components/profile-photo-image';
import { useAccountView } from '@/features/user/api/get-account-view';
import { useFullUser } from '@/features/user/api/get-user';
import { DashboardNotices } from '@/features/user/components/dashboard-notices';
import { dashboardNotices } from '@/features/user/lib/dashboard-notices';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { RequireSession } from './require-session';
import './dashboard-page.css';

function Dashboard() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const config = useClientConfig();
  const user = useFullUser();
  const view = useAccountView();
  if (user.isPending) return <Spinner />;
  if (user.isError) return <p role="alert">{user.error.message}</p>;
  const me = user.data;
  const notices = dashboardNotices({
    ...me,
    hasUnpaidFees: view.data?.hasOutstandingPenaltyFees ?? me.hasOutstandingPenalties,
  });
  const photo = me.profilePhoto;
  const initials = `${me.firstName.charAt(0)}${me.lastName.charAt(0)}`.toUpperCase();

  return (
    <section aria-labelledby="dashboard-heading">
      <PageTitle title={t('dashboard.title')} />
      <Breadcrumbs items={[{ label: t('breadcrumb.account') }]} />
      <header className="account-page__header">
        <h1 id="dashboard-heading">{t('dashboard.heading')}</h1>
        <p>{t('dashboard.customerNumber', { reference: view.data?.reference ?? me.reference })}</p>
      </header>
      <DashboardNotices notices={notices} />
      <div className="dashboard__welcome">
        <ProfilePhotoImage photo={photo} initials={initials} />
        <p className="dashboard__greeting">{t('dashboard.welcome', { firstName: me.firstName })}</p>
      </div>
      {photo.authorisation.allowed && !photo.isSet && !photo.reminder.dismissed ? (
        <PhotoReminder addHref={paths.account.userDetails.getHref()} />
      ) : null}
      <div className="dashboard__cards">
        <section className="dashboard__card" aria-labelledby="next-booking-heading">
          <div className="dashboard__card-header">
            <h2 id="next-booking-heading">{t('dashboard.nextBooking')}</h2>
            <AppLink
              href={paths.account.bookings.getHref('upcoming')}
              aria-label={t('dashboard.viewAllLabel')}
            >
              {t('dashboard.viewAll')}
            </AppLink>
          </div>
          {/* Bookings arrive with a later issue: until then there is never a next booking to show. */}
          <p>{t('dashboard.noBookings')}</p>
          <ButtonLink href={paths.bookings.redirectToSelectedVenue.getHref()}>
            {t('dashboard.bookActivity')}
          </ButtonLink>
        </section>
        {config.onlineGuestPassesEnabled ? (
          <AppLink
            className="dashboard__card dashboard__card--link"
            href={paths.account.guestPasses.getHref()}
          >
            <span className="dashboard__card-title">{t('dashboard.guestPasses')}</span>
            <span>{t('dashboard.guestPassesText')}</span>
          </AppLink>
        ) : null}
      </div>
    </section>
  );
}

/** The account dashboard of spec part 1 §2. */
export function Component() {
  return (
    <RequireSession>
      <Dashboard />
    </RequireSession>
  );
}
