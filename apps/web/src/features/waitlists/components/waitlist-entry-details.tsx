import { useTranslation } from 'react-i18next';
import type { WaitlistEntry } from '../api/get-waitlist';
import { entryTimes, familyAttendeeOf } from '../lib/waitlist-entry-state';
import './waitlists.css';

type Props = { entry: WaitlistEntry; customerId: number | undefined };

/** The session an entry queues for (spec part 1 §3), shared by the card, the entry page and the modal. */
export function WaitlistEntryDetails({ entry, customerId }: Props) {
  const { t } = useTranslation('account');
  const session = entry.waitlistable;
  const rows: [string, string][] = [
    [t('waitlist.date'), session.date],
    [t('waitlist.time'), entryTimes(entry)],
    [t('waitlist.venue'), session.venueName],
    [t('waitlist.location'), session.location.name],
    [t('waitlist.price'), session.price.formatted],
  ];
  const attendee = familyAttendeeOf(entry, customerId);
  if (attendee) rows.push([t('waitlist.attendee'), attendee]);
  return (
    <dl className="waitlist-details">
      {rows.map(([label, value]) => (
        <div key={label} className="waitlist-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
