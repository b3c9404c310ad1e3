import { useTranslation } from 'react-i18next';
import { formatDate, formatEnd } from '@/lib/date';
import type { GuestPass } from '../api/get-guest-passes';
import { useNow } from '../hooks/use-now';
import { shownStatus } from '../lib/pass-status';
import { PassFact } from './pass-fact';
import { StatusBadge } from './status-badge';
import './guest-passes.css';

/** One pass in full: the guest, the venue, its dates, its status and when it was redeemed. */
export function PassDetails({ pass }: { pass: GuestPass }) {
  const { t } = useTranslation('guestPasses');
  const status = shownStatus(pass, useNow());
  return (
    <dl className="guest-pass__facts guest-pass__facts--details">
      <PassFact label={t('details.guestName')}>{pass.guestName}</PassFact>
      <PassFact label={t('details.guestEmail')}>{pass.guestEmail}</PassFact>
      <PassFact label={t('passes.venue')}>{pass.venue.name}</PassFact>
      <PassFact label={t('passes.validFrom')}>{formatDate(pass.validFrom, 'guestPass')}</PassFact>
      <PassFact label={t('passes.validTo')}>{formatEnd(pass.validTo, 'guestPass')}</PassFact>
      <PassFact label={t('passes.status')}>
        <StatusBadge status={status} />
      </PassFact>
      {pass.redeemedAt ? (
        <PassFact label={t('details.redeemedAt')}>{formatDate(pass.redeemedAt, 'guestPass')}</PassFact>
      ) : null}
      <PassFact label={t('details.sentAt')}>{formatDate(pass.createdAt, 'guestPass')}</PassFact>
    </dl>
  );
}
