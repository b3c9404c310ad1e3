import { useTranslation } from 'react-i18next';
import { Fact, Facts } from '@/components/ui/facts';
import { Outcome } from '@/components/ui/outcome';
import { formatDate, formatEnd } from '@/lib/date';
import type { RedeemedGuestPass } from '../api/redeem-guest-pass';
import type { Refusal } from '../lib/pass-code';

/** The pass just redeemed: who the guest is, whose pass it is, where and when it is valid. */
export function RedeemedPass({ pass }: { pass: RedeemedGuestPass }) {
  const { t } = useTranslation('fohOffice');
  return (
    <Outcome tone="success" heading={t('redeem.redeemed')} headingId="redeem-result-heading">
      <Facts>
        <Fact label={t('redeem.fields.guest')} value={pass.guestName} />
        <Fact
          label={t('redeem.fields.member')}
          value={t('redeem.memberValue', { name: pass.memberName, reference: pass.memberReference })}
        />
        <Fact label={t('redeem.fields.venue')} value={pass.venue.name} />
        <Fact label={t('redeem.fields.validFrom')} value={formatDate(pass.validFrom, 'guestPass')} />
        <Fact label={t('redeem.fields.validTo')} value={formatEnd(pass.validTo, 'guestPass')} />
        {pass.redeemedAt ? (
          <Fact label={t('redeem.fields.redeemedAt')} value={formatDate(pass.redeemedAt, 'guestPass')} />
        ) : null}
      </Facts>
    </Outcome>
  );
}

/** Why the pass was not redeemed, headed by the kind of refusal so the desk reads it at a glance. */
export function RefusedPass({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('fohOffice');
  return (
    <Outcome tone="danger" heading={t(`redeem.refusals.${refusal.kind}`)} headingId="redeem-result-heading">
      <p>{refusal.message}</p>
    </Outcome>
  );
}
