import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Penalty } from '../api/get-penalties';
import './payments.css';

type Props = {
  fees: Penalty[];
  /** The signed-in customer: a fee owed by anyone else is a family member's and says whose it is. */
  customerId: number | undefined;
  isSelected: (fee: Penalty) => boolean;
  /** The fee's basket change is under way. */
  isBusy: (fee: Penalty) => boolean;
  /** Ticking adds the fees to the basket at once, clearing takes them out (spec part 2 §4 "Fees"). */
  onChange: (fees: Penalty[], select: boolean) => void;
};

/** A click on a box whose basket change is still under way is ignored, not queued: the box keeps its focus. */
const ignoreWhile = (busy: boolean) => (event: MouseEvent<HTMLInputElement>) => {
  if (busy) event.preventDefault();
};

/** The unpaid fees, each with its box, and 'Select all' (spec part 2 §2 Payments, Summary tab). */
export function UnpaidFees({ fees, customerId, isSelected, isBusy, onChange }: Props) {
  const { t } = useTranslation('payments');
  const selectAll = useRef<HTMLInputElement>(null);
  const selectedCount = fees.filter(isSelected).length;
  const all = fees.length > 0 && selectedCount === fees.length;
  const anyBusy = fees.some(isBusy);

  useEffect(() => {
    // Some but not all: the mixed state, which only the DOM property can show.
    if (selectAll.current) selectAll.current.indeterminate = selectedCount > 0 && !all;
  }, [selectedCount, all]);

  if (fees.length === 0) return <p>{t('fees.none')}</p>;
  return (
    <div className="unpaid-fees">
      <label className="unpaid-fees__all">
        <input
          ref={selectAll}
          type="checkbox"
          checked={all}
          aria-busy={anyBusy || undefined}
          onClick={ignoreWhile(anyBusy)}
          onChange={(event) => onChange(fees, event.currentTarget.checked)}
        />
        <span>{t('fees.selectAll')}</span>
      </label>
      <ul className="unpaid-fees__list" aria-label={t('fees.listLabel')}>
        {fees.map((fee) => {
          const busy = isBusy(fee);
          const inputId = `unpaid-fee-${fee.id}`;
          return (
            <li key={fee.id} className="unpaid-fee">
              <input
                id={inputId}
                type="checkbox"
                checked={isSelected(fee)}
                aria-busy={busy || undefined}
                onClick={ignoreWhile(busy)}
                onChange={(event) => onChange([fee], event.currentTarget.checked)}
              />
              <label htmlFor={inputId} className="unpaid-fee__label">
                <span className="unpaid-fee__description">{fee.description}</span>
                <span className="unpaid-fee__amount">{fee.feeAmount.formatted}</span>
                {fee.booking ? (
                  <span className="unpaid-fee__detail">{t('fees.bookingDetails', fee.booking)}</span>
                ) : fee.venue ? (
                  <span className="unpaid-fee__detail">{fee.venue.name}</span>
                ) : null}
                {customerId !== undefined && fee.user.id !== customerId ? (
                  <span className="unpaid-fee__detail">{t('fees.for', { name: fee.user.name })}</span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
