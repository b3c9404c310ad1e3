import type { MembershipCosts } from '@leisure/contracts/membership-catalogue';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/ui/tooltip';

type Fee = MembershipCosts['fees']['baseFee'];

/** A fee of nothing is left out: the amounts are the API's, compared as written, never worked on. */
const charged = (fee: Fee) => fee.decimal !== '0.00';

/**
 * 'Your Selection' rows of a monthly membership: the first payment and the pro-rata period in days,
 * with what pro-rata means (spec part 2 §2, §9 Tooltips). Rows of the dates step's list.
 */
export function MonthlySelection({ costs }: { costs: MembershipCosts }) {
  const { t } = useTranslation('joining');
  return (
    <>
      {costs.prettyFirstBillingDate ? (
        <div>
          <dt>{t('dates.selection.firstPayment')}</dt>
          <dd>{costs.prettyFirstBillingDate}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('dates.selection.proRata')}</dt>
        <dd className="dates-step__pro-rata">
          {t('dates.selection.proRataDays', { count: costs.proRataDays })}
          <Tooltip content={t('dates.selection.proRataExplained')}>
            {(describedBy) => (
              <button
                type="button"
                className="dates-step__info"
                aria-label={t('dates.selection.proRataAbout')}
                aria-describedby={describedBy}
              >
                <span aria-hidden="true">i</span>
              </button>
            )}
          </Tooltip>
        </dd>
      </div>
    </>
  );
}

/**
 * What the customer pays: the membership's own price (a month, or the whole term), then what is due now
 * and its total, each as the API formatted it (spec part 2 §3 Costs).
 */
export function CostsBreakdown({ costs }: { costs: MembershipCosts }) {
  const { t } = useTranslation('joining');
  const { fees } = costs;
  const monthly = costs.paymentType === 'recurring';
  return (
    <>
      <h4 className="dates-step__costs-heading">{t('dates.costs.heading')}</h4>
      <dl className="dates-step__list dates-step__costs">
        <div>
          <dt>
            {monthly
              ? t('dates.costs.monthlyFee')
              : t(`dates.costs.termPrice.${costs.fixedPeriod ?? 'month'}`, {
                  count: costs.fixedDuration ?? 1,
                })}
          </dt>
          <dd>{fees.baseFee.formatted}</dd>
        </div>
        {charged(fees.joiningFee) ? (
          <div>
            <dt>{t('dates.costs.joiningFee')}</dt>
            <dd>{fees.joiningFee.formatted}</dd>
          </div>
        ) : null}
        {charged(fees.proRataFee) ? (
          <div>
            <dt>{t('dates.costs.proRataFee')}</dt>
            <dd>{fees.proRataFee.formatted}</dd>
          </div>
        ) : null}
        {charged(fees.monthInHandFee) ? (
          <div>
            <dt>{t('dates.costs.monthInHand')}</dt>
            <dd>{fees.monthInHandFee.formatted}</dd>
          </div>
        ) : null}
        {charged(fees.discount) ? (
          <div>
            <dt>{t('dates.costs.discount')}</dt>
            <dd>{t('dates.costs.discountAmount', { amount: fees.discount.formatted })}</dd>
          </div>
        ) : null}
        <div className="dates-step__total">
          <dt>{t('dates.costs.totalToPayNow')}</dt>
          <dd>{costs.totalToPayNow.formatted}</dd>
        </div>
      </dl>
    </>
  );
}
