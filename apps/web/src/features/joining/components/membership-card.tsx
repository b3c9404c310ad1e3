import type { MembershipPaymentOption, MembershipType } from '@leisure/contracts/membership-catalogue';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import './membership.css';

type Props = {
  type: MembershipType;
  option: MembershipPaymentOption;
  onDetails: () => void;
  onChoose: () => void;
};

/** How long a payment covers: 'a month', or the single payment's term ('for 3 months'). */
export function useTermOf() {
  const { t } = useTranslation('joining');
  return (option: MembershipPaymentOption) =>
    option.paymentType === 'recurring'
      ? t('membership.perMonth')
      : t(`membership.term.${option.fixedPeriod ?? 'month'}`, { count: option.fixedDuration ?? 1 });
}

/** A membership the centre sells, priced for the chosen payment type (spec part 2 §2 Membership step). */
export function MembershipCard({ type, option, onDetails, onChoose }: Props) {
  const { t } = useTranslation('joining');
  const termOf = useTermOf();
  const joining = option.fees.joiningFee.decimal !== '0.00';
  return (
    <Card
      as="li"
      className="membership-card"
      heading={type.name}
      actions={
        <>
          <Button variant="secondary" onClick={onDetails}>
            {t('membership.viewDetails')}
          </Button>
          <Button onClick={onChoose} disabled={!option.isPurchasable.canPurchase}>
            {t('membership.choose')}
          </Button>
        </>
      }
    >
      {option.isPurchasable.hasPrices ? (
        <p className="membership-card__price">
          <strong>{option.fees.baseFee.formatted}</strong> {termOf(option)}
        </p>
      ) : (
        <p className="membership-card__ineligible">{t('membership.notEligible')}</p>
      )}
      <dl className="membership-card__facts">
        <div>
          <dt>{t('membership.categories')}</dt>
          <dd>{type.categories.map((c) => c.name).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('membership.coverage')}</dt>
          <dd>{t(`membership.coverageOf.${type.coverage}`)}</dd>
        </div>
        {option.isPurchasable.hasPrices && joining ? (
          <div>
            <dt>{t('membership.joiningFee')}</dt>
            <dd>{option.fees.joiningFee.formatted}</dd>
          </div>
        ) : null}
      </dl>
      {option.isPurchasable.message ? (
        <p className="membership-card__note">{option.isPurchasable.message}</p>
      ) : null}
    </Card>
  );
}
