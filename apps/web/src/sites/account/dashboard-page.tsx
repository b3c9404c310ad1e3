import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBookings } from '@/features/bookings/api/get-bookings';
import { BookingCard } from '@/features/bookings/components/booking-card';
import { nextBookingOf } from '@/features/bookings/lib/next-booking';
import { useClientConfig } from '@/features/client/api/get-client-config';
import { PhotoReminder } from '@/features/profile-photo/components/photo-reminder';
import { ProfilePhotoImage } from '@/features/profile-photo/components/profile-photo-image';
import { useAccountView } from '@/features/user/api/get-account-view';
import { useFullUser } from '@/features/user/api/get-user';
import { DashboardNotices } from '@/features/user/components/dashboard-notices';
import { dashboardNotices } from '@/features/user/lib/dashboard-notices';
import { OfferedPlaces } from '@/features/waitlists/components/offered-places';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { RequireSession } from './require-session';
import { useV2BookingsUser } from './use-v2-bookings-user';
import './dashboard-page.css';

/** 'My next booking': the soonest upcoming booking as a card, or the empty message and 'Book an activity'. */
function NextBooking() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const location = useLocation();
  const upcoming = useBookings('future', useV2BookingsUser());
  if (upcoming.isPending) return <Spinner />;
  if (upcoming.isError) return <p role="alert">{t('bookings.loadBookingsError')}</p>;
  const next = nextBookingOf(upcoming.data);
  if (!next) {
    return (
      <>
        <p>{t('dashboard.noBookings')}</p>
        <ButtonLink href={paths.bookings.redirectToSelectedVenue.getHref()}>
          {t('dashboard.bookActivity')}
        </ButtonLink>
      </>
    );
  }
  return (
    <ul className="bookings__list">
      <BookingCard
        booking={next}
        headingLevel={3}
        from={{ page: t('dashboard.title'), path: `${location.pathname}${location.search}` }}
      />
    </ul>
  );
}

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
      <OfferedPlaces />
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
          <NextBooking />
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
