import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useWaitlistEntry } from '@/features/waitlists/api/get-waitlist-entry';
import { AcceptOffer } from '@/features/waitlists/components/accept-offer';
import { LeaveWaitlistModal } from '@/features/waitlists/components/leave-waitlist-modal';
import { WaitlistEntryDetails } from '@/features/waitlists/components/waitlist-entry-details';
import { WaitlistQueueStatus } from '@/features/waitlists/components/waitlist-queue-status';
import { isInQueue } from '@/features/waitlists/lib/waitlist-entry-state';
import { HttpError } from '@/lib/http';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { NotFoundPage } from '@/shell/pages/not-found-page';
import { useSession } from '@/shell/session/session-context';
import '@/features/waitlists/components/waitlists.css';

/** Ids are positive 32-bit integers: anything else cannot be an entry, so it is not asked for. */
function entryIdOf(segment: string): number | null {
  const id = Number(segment);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

function EntryNotFound() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  return (
    <NotFoundPage
      trail={[
        { label: t('breadcrumb.account'), href: paths.account.dashboard.getHref() },
        { label: t('bookings.title'), href: paths.account.bookings.getHref('waitlist') },
      ]}
      home={paths.account.dashboard.getHref()}
    />
  );
}

function WaitlistEntry({ id }: { id: number }) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const customerId = useSession().user?.id;
  const entry = useWaitlistEntry(id);
  const [leaving, setLeaving] = useState(false);

  // Someone else's entry answers 404 as an unknown one does (spec part 1 §8).
  if (entry.error instanceof HttpError && entry.error.status === 404) return <EntryNotFound />;
  const name = entry.data?.waitlistable.name;
  const heading = name ? t('waitlist.entry.heading', { name }) : t('waitlist.entry.title');
  const waitlistHref = paths.account.bookings.getHref('waitlist');
  return (
    <section aria-labelledby="waitlist-entry-heading">
      <PageTitle title={heading} />
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.account'), href: paths.account.dashboard.getHref() },
          { label: t('bookings.title'), href: waitlistHref },
          { label: name ?? t('waitlist.entry.title') },
        ]}
      />
      <header className="account-page__header">
        <h1 id="waitlist-entry-heading">{heading}</h1>
        <AppLink href={waitlistHref}>{t('waitlist.entry.backToWaitlist')}</AppLink>
      </header>
      {entry.isPending ? <Spinner /> : null}
      {entry.isError ? <p role="alert">{t('waitlist.entry.loadError')}</p> : null}
      {entry.data ? (
        <>
          <WaitlistEntryDetails entry={entry.data} customerId={customerId} />
          <WaitlistQueueStatus entry={entry.data} />
          {isInQueue(entry.data.status) ? (
            <div className="waitlist-actions">
              {entry.data.status === 'offered' ? <AcceptOffer entry={entry.data} /> : null}
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('waitlist.leave.openLabel', { name: entry.data.waitlistable.name })}
                onClick={() => setLeaving(true)}
              >
                {t('waitlist.leave.open')}
              </Button>
            </div>
          ) : null}
          {leaving ? (
            <LeaveWaitlistModal
              entry={entry.data}
              customerId={customerId}
              onClose={() => setLeaving(false)}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** /bookings/{id} in my account: one waitlist entry (spec part 1 §2), reached from the Waitlist tab. */
export function WaitlistEntryPage({ segment }: { segment: string }) {
  const id = entryIdOf(segment);
  return id === null ? <EntryNotFound /> : <WaitlistEntry id={id} key={id} />;
}
