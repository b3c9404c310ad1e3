import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { usePaths } from '@/lib/paths-context';
import type { WaitlistEntry } from '../api/get-waitlist';
import { offerDeadlineOf } from '../lib/waitlist-entry-state';
import './waitlists.css';

function StatusWords({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  switch (entry.status) {
    case 'waiting':
      return entry.order === null ? t('waitlist.waiting') : t('waitlist.position', { position: entry.order });
    case 'offered': {
      const deadline = offerDeadlineOf(entry);
      return (
        <>
          <span className="waitlist-badge waitlist-badge--offered">{t('waitlist.offered')}</span>{' '}
          {deadline ? t('waitlist.offeredUntil', { deadline }) : null}
        </>
      );
    }
    case 'accepted':
      // A priced place was put in the basket: it becomes a booking only once paid for.
      return entry.bookingId === null ? (
        <>
          {t('waitlist.status.acceptedInBasket')}{' '}
          <AppLink href={paths.bookings.basket.getHref()}>{t('waitlist.goToBasket')}</AppLink>
        </>
      ) : (
        <>
          {t('waitlist.status.accepted')}{' '}
          <AppLink href={paths.account.bookings.getHref('upcoming')}>{t('waitlist.viewUpcoming')}</AppLink>
        </>
      );
    default:
      return t(`waitlist.status.${entry.status}`);
  }
}

/**
 * Where the entry stands: its place in the queue, the offer and its deadline, or how it ended. A live
 * region, so a change after Accept or a reload is announced.
 */
export function WaitlistQueueStatus({ entry }: { entry: WaitlistEntry }) {
  return (
    <p className="waitlist-status" role="status">
      <StatusWords entry={entry} />
    </p>
  );
}
