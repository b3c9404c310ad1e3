import { useTranslation } from 'react-i18next';
import { formatDate, formatEnd } from '@/lib/date';
import type { RedeemedGuestPass } from '../api/redeem-guest-pass';
import type { Refusal } from '../lib/pass-code';

/** One labelled value of the pass. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="redeem-result__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The pass just redeemed: who the guest is, whose pass it is, where and when it is valid. */
export function RedeemedPass({ pass }: { pass: RedeemedGuestPass }) {
  const { t } = useTranslation('fohOffice');
  return (
    <section className="redeem-result redeem-result--redeemed" aria-labelledby="redeem-result-heading">
      <h2 id="redeem-result-heading" className="redeem-result__heading">
        {t('redeem.redeemed')}
      </h2>
      <dl className="redeem-result__facts">
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
      </dl>
    </section>
  );
}

/** Why the pass was not redeemed, headed by the kind of refusal so the desk reads it at a glance. */
export function RefusedPass({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('fohOffice');
  return (
    <section className="redeem-result redeem-result--refused" aria-labelledby="redeem-result-heading">
      <h2 id="redeem-result-heading" className="redeem-result__heading">
        {t(`redeem.refusals.${refusal.kind}`)}
      </h2>
      <p className="redeem-result__message">{refusal.message}</p>
    </section>
  );
}
