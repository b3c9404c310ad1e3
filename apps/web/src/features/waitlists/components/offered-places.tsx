import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { usePaths } from '@/lib/paths-context';
import { useWaitlist } from '../api/get-waitlist';

/**
 * The dashboard's word on waitlist offers: a place held for the customer is told "in their account" as
 * well as by email, with the deadline and the way to it. Nothing shows while loading, on a failed load
 * (the Waitlist tab says that) or when nothing is offered.
 */
export function OfferedPlaces() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const waitlist = useWaitlist();
  const offered = (waitlist.data ?? []).filter((entry) => entry.status === 'offered');
  if (offered.length === 0) return null;
  return (
    <section className="notices" aria-label={t('waitlist.offers.label')}>
      {offered.map((entry) => (
        <div key={entry.id} className="notice notice--warning">
          <h2 className="notice__title">{t('waitlist.offers.title', { name: entry.waitlistable.name })}</h2>
          <p>
            {t('waitlist.offers.text', {
              date: entry.waitlistable.date,
              time: entry.waitlistable.startsAt.format24Hour,
              venue: entry.waitlistable.venueName,
              deadline: entry.offerDeadline,
            })}
          </p>
          <AppLink
            href={paths.account.waitlistEntry.getHref(entry.id)}
            aria-label={t('waitlist.offers.viewLabel', { name: entry.waitlistable.name })}
          >
            {t('waitlist.offers.view')}
          </AppLink>
        </div>
      ))}
    </section>
  );
}
