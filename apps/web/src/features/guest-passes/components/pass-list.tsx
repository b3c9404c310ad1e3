import { guestPassMessages } from '@leisure/contracts/guest-pass-rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { formatDate, formatEnd } from '@/lib/date';
import { usePaths } from '@/lib/paths-context';
import type { GuestPass } from '../api/get-guest-passes';
import { useNow } from '../hooks/use-now';
import { shownStatus } from '../lib/pass-status';
import { PassFact } from './pass-fact';
import { StatusBadge } from './status-badge';
import '@/components/ui/card-list.css';
import './guest-passes.css';

function PassCard({ pass, now }: { pass: GuestPass; now: number }) {
  const { t } = useTranslation('guestPasses');
  const paths = usePaths();
  const headingId = useId();
  return (
    <li className="card-list__item guest-pass" aria-labelledby={headingId}>
      <div className="guest-pass__head">
        <h3 id={headingId} className="guest-pass__name">
          {pass.guestName}
        </h3>
        <StatusBadge status={shownStatus(pass, now)} />
      </div>
      <p className="guest-pass__email">{pass.guestEmail}</p>
      <dl className="guest-pass__facts">
        <PassFact label={t('passes.venue')}>{pass.venue.name}</PassFact>
        <PassFact label={t('passes.validFrom')}>{formatDate(pass.validFrom, 'guestPass')}</PassFact>
        <PassFact label={t('passes.validTo')}>{formatEnd(pass.validTo, 'guestPass')}</PassFact>
      </dl>
      <p className="guest-pass__action">
        <AppLink href={paths.account.guestPassDetails.getHref(pass.id)}>
          {t('passes.viewDetails')}
          <span className="visually-hidden"> {t('passes.viewDetailsOf', { name: pass.guestName })}</span>
        </AppLink>
      </p>
    </li>
  );
}

/** Spec part 1 §2 'Your passes': each pass sent, newest first, or 'No passes found'. */
export function PassList({ passes }: { passes: GuestPass[] }) {
  const { t } = useTranslation('guestPasses');
  const now = useNow();
  if (passes.length === 0) return <p className="guest-passes__empty">{guestPassMessages.noPasses}</p>;
  return (
    <ul className="card-list" aria-label={t('passes.listLabel')}>
      {passes.map((pass) => (
        <PassCard key={pass.id} pass={pass} now={now} />
      ))}
    </ul>
  );
}
