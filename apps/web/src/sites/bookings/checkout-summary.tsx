import type { Cart } from '@leisure/contracts/cart';
import { useTranslation } from 'react-i18next';

/** The lines being paid for, as a table. */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('bookings');
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t('checkout.summary')}</h2>
      <table className="order-table">
        <thead>
          <tr>
            <th scope="col">{t('order.name')}</th>
            <th scope="col">{t('order.date')}</th>
            <th scope="col">{t('order.time')}</th>
            <th scope="col">{t('order.attendee')}</th>
            <th scope="col">{t('order.price')}</th>
          </tr>
        </thead>
        <tbody>
          {cart.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.name}</th>
              <td>{item.cartableResource.date?.fullDatePretty ?? ''}</td>
              <td>{item.cartableResource.startsAt?.format24Hour ?? ''}</td>
              <td>{item.attendeeName ?? ''}</td>
              <td>{item.price.formatted}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('basket.basketCost')}
            </th>
            <td>{cart.totals.totalFormatted}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
