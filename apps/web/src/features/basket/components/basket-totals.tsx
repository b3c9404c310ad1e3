import { useTranslation } from 'react-i18next';
import type { Cart } from '../api/get-cart';

/** 'Basket cost' (the lines' total) and 'Total to pay' (what is left after tenders). */
export function BasketTotals({ totals }: { totals: Cart['totals'] }) {
  const { t } = useTranslation('bookings');
  return (
    <section aria-labelledby="basket-totals-heading" className="basket-totals">
      <h2 id="basket-totals-heading" className="visually-hidden">
        {t('basket.totals')}
      </h2>
      <dl className="details-list">
        <dt>{t('basket.basketCost')}</dt>
        <dd data-testid="basket-cost">{totals.totalFormatted}</dd>
        <dt>{t('basket.totalToPay')}</dt>
        <dd data-testid="total-to-pay">{totals.balanceFormatted}</dd>
      </dl>
    </section>
  );
}
