import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useWaitlist, type WaitlistEntry } from '../api/get-waitlist';
import { LeaveWaitlistModal } from './leave-waitlist-modal';
import { WaitlistEntryCard } from './waitlist-entry-card';
import './waitlists.css';

/** The Waitlist tab of My bookings: the customer's entries, each with its place in the queue. */
export function WaitlistList({ customerId }: { customerId: number | undefined }) {
  const { t } = useTranslation('account');
  const waitlist = useWaitlist();
  // The list, not the card, holds the modal: the card may leave the list when the waitlist reloads.
  const [leaving, setLeaving] = useState<WaitlistEntry | null>(null);

  if (waitlist.isPending) return <Spinner />;
  if (waitlist.isError) return <p role="alert">{t('waitlist.loadWaitlistError')}</p>;
  return (
    <>
      {waitlist.data.length === 0 ? (
        <p>{t('waitlist.empty')}</p>
      ) : (
        <ul className="waitlist-list" aria-label={t('waitlist.listLabel')}>
          {waitlist.data.map((entry) => (
            <WaitlistEntryCard key={entry.id} entry={entry} customerId={customerId} onLeave={setLeaving} />
          ))}
        </ul>
      )}
      {leaving ? (
        <LeaveWaitlistModal
          key={leaving.id}
          entry={leaving}
          customerId={customerId}
          onClose={() => setLeaving(null)}
        />
      ) : null}
    </>
  );
}
