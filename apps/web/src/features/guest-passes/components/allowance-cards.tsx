import { guestPassMessages } from '@leisure/contracts/guest-pass-rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEnd } from '@/lib/date';
import type { GuestPassAllowance } from '../api/get-allowances';
import { PassFact } from './pass-fact';
import '@/components/ui/card-list.css';
import './guest-passes.css';

function AllowanceCard({ allowance }: { allowance: GuestPassAllowance }) {
  const { t } = useTranslation('guestPasses');
  const headingId = useId();
  return (
    <li className="card-list__item guest-pass" aria-labelledby={headingId}>
      <h3 id={headingId} className="guest-pass__name">
        {allowance.name}
      </h3>
      <dl className="guest-pass__facts">
        <PassFact label={t('allowances.usesLeft')}>{allowance.usesRemaining}</PassFact>
        <PassFact label={t('allowances.expires')}>{formatEnd(allowance.expiresAt, 'guestPass')}</PassFact>
        <PassFact label={t('allowances.type')}>{t(`allowances.types.${allowance.type}`)}</PassFact>
        <PassFact label={t('allowances.venues')}>
          {allowance.allVenues
            ? t('allowances.allVenues')
            : allowance.venues.map((venue) => venue.name).join(', ')}
        </PassFact>
      </dl>
    </li>
  );
}

/** Spec part 1 §2, §8: a card for each allowance, or the card 'No allowances remaining'. */
export function AllowanceCards({ allowances }: { allowances: GuestPassAllowance[] }) {
  const { t } = useTranslation('guestPasses');
  if (allowances.length === 0) {
    return (
      <ul className="card-list" aria-label={t('allowances.listLabel')}>
        <li className="card-list__item guest-pass guest-pass--none">
          <p className="guest-pass__name">{guestPassMessages.noAllowances}</p>
        </li>
      </ul>
    );
  }
  return (
    <ul className="card-list" aria-label={t('allowances.listLabel')}>
      {allowances.map((allowance) => (
        <AllowanceCard key={allowance.id} allowance={allowance} />
      ))}
    </ul>
  );
}
