import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { usePaths } from '@/lib/paths-context';
import type { WaitlistEntry } from '../api/get-waitlist';
import { isInQueue } from '../lib/waitlist-entry-state';
import { AcceptOffer } from './accept-offer';
import { WaitlistEntryDetails } from './waitlist-entry-details';
import { WaitlistQueueStatus } from './waitlist-queue-status';
import './waitlists.css';

type Props = {
  entry: WaitlistEntry;
  customerId: number | undefined;
  onLeave: (entry: WaitlistEntry) => void;
};

/** One entry of the Waitlist tab; its name links to the entry's own page (spec part 1 §2). */
export function WaitlistEntryCard({ entry, customerId, onLeave }: Props) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const headingId = useId();
  const name = entry.waitlistable.name;
  return (
    <li className="waitlist-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="waitlist-card__name">
        <AppLink href={paths.account.waitlistEntry.getHref(entry.id)}>{name}</AppLink>
      </h2>
      <WaitlistEntryDetails entry={entry} customerId={customerId} />
      <WaitlistQueueStatus entry={entry} />
      {isInQueue(entry.status) ? (
        <div className="waitlist-actions">
          {entry.status === 'offered' ? <AcceptOffer entry={entry} /> : null}
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('waitlist.leave.openLabel', { name })}
            onClick={() => onLeave(entry)}
          >
            {t('waitlist.leave.open')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
