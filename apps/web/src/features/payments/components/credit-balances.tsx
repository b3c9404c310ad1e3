import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/ui/tooltip';
import type { CreditBalances as Balances } from '../api/get-credits';
import './payments.css';

function Balance({ name, help, amount }: { name: string; help: string; amount: string }) {
  const { t } = useTranslation('payments');
  return (
    <div className="credit-balance">
      <dt>
        {name}{' '}
        <Tooltip content={help}>
          {(describedBy) => (
            <button
              type="button"
              className="credit-balance__help"
              aria-label={t('credit.about', { name })}
              aria-describedby={describedBy}
            >
              <span aria-hidden="true">i</span>
            </button>
          )}
        </Tooltip>
      </dt>
      <dd>{amount}</dd>
    </div>
  );
}

/**
 * Booking and Membership credit with what each is for (spec part 2 §9's tooltips); membership credit
 * only above 0 (§4 "Credit lists").
 */
export function CreditBalances({ balances }: { balances: Balances }) {
  const { t } = useTranslation('payments');
  return (
    <dl className="credit-balances">
      <Balance
        name={t('credit.booking')}
        help={t('credit.bookingTooltip')}
        amount={balances.booking.formatted}
      />
      {balances.membership.raw > 0 ? (
        <Balance
          name={t('credit.membership')}
          help={t('credit.membershipTooltip')}
          amount={balances.membership.formatted}
        />
      ) : null}
    </dl>
  );
}
