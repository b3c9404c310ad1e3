import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Spinner } from '@/components/ui/spinner';
import { useBookings } from '@/features/bookings/api/get-bookings';
import { BookingCard } from '@/features/bookings/components/booking-card';
import type { ListedBooking } from '@/features/bookings/components/booking-details';
import { CancelBookingModal } from '@/features/bookings/components/cancel-booking-modal';
import {
  type BookingListTab,
  bookingTabs,
  isBookingListTab,
  isWaitlistEntrySegment,
  serverFilterOf,
} from '@/features/bookings/lib/booking-filters';
import { CalendarFeedSection } from '@/features/calendar/components/calendar-feed';
import { WaitlistList } from '@/features/waitlists/components/waitlist-list';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { useSession } from '@/shell/session/session-context';
import { RequireSession } from './require-session';
import { useV2BookingsUser } from './use-v2-bookings-user';
import { WaitlistEntryPage } from './waitlist-entry-page';
import '@/features/bookings/components/bookings.css';

function BookingList({ tab }: { tab: BookingListTab }) {
  const { t } = useTranslation('account');
  const location = useLocation();
  const bookings = useBookings(serverFilterOf(tab), useV2BookingsUser());
  // The page, not the card, holds the modal: the card leaves the list once the booking is cancelled.
  const [cancelling, setCancelling] = useState<ListedBooking | null>(null);
  const from = { page: t('bookings.title'), path: `${location.pathname}${location.search}` };

  if (bookings.isPending) return <Spinner />;
  if (bookings.isError) return <p role="alert">{t('bookings.loadBookingsError')}</p>;
  return (
    <>
      {bookings.data.length === 0 ? (
        <p>{t(`bookings.empty.${tab}`)}</p>
      ) : (
        <ul
          className="bookings__list"
          aria-label={t('bookings.listLabel', { tab: t(`bookings.tabs.${tab}`) })}
        >
          {bookings.data.map((booking) => (
            <BookingCard
              key={booking.id}
              booking={booking}
              from={from}
              onCancel={tab === 'upcoming' ? setCancelling : undefined}
            />
          ))}
        </ul>
      )}
      {cancelling ? (
        <CancelBookingModal key={cancelling.id} booking={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
      {tab === 'upcoming' ? <CalendarFeedSection /> : null}
    </>
  );
}

function Bookings({ filter }: { filter: string | undefined }) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const customerId = useSession().user?.id;
  const title = t('bookings.title');
  return (
    <section aria-labelledby="bookings-heading">
      <PageTitle title={title} />
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.account'), href: paths.account.dashboard.getHref() },
          { label: title },
        ]}
      />
      <header className="account-page__header">
        <h1 id="bookings-heading">{t('bookings.heading')}</h1>
      </header>
      <nav aria-label={t('bookings.tabsLabel')}>
        <ul className="bookings__tabs">
          {bookingTabs.map((tab) => (
            <li key={tab}>
              <AppLink
                href={paths.account.bookings.getHref(tab)}
                aria-current={tab === filter ? 'page' : undefined}
              >
                {t(`bookings.tabs.${tab}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {filter === 'waitlist' ? (
        <WaitlistList customerId={customerId} />
      ) : isBookingListTab(filter) ? (
        <BookingList tab={filter} key={filter} />
      ) : (
        <p role="alert">{t('bookings.filterNotFound')}</p>
      )}
    </section>
  );
}

/** /bookings/{filter} in my account (spec part 1 §2, §4), and /bookings/{id}, a waitlist entry. */
export function Component() {
  const { filter } = useParams();
  return (
    <RequireSession>
      {isWaitlistEntrySegment(filter) ? <WaitlistEntryPage segment={filter} /> : <Bookings filter={filter} />}
    </RequireSession>
  );
}
